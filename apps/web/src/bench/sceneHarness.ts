import { Map as MapLibreMap } from 'maplibre-gl';

/**
 * The page the scene engines bench opens (`npm run bench -- scene-engines`): a bare MapLibre
 * map over the fixture point cloud, tilted as the 3D view is, one engine drawing the same
 * points. It is built by the bench with esbuild, not by the app's build.
 */

/** The points, in metres east, north and up of `origin`, with their RGB colours. */
export interface HarnessPoints {
  origin: [number, number];
  positions: Float32Array;
  colours: Uint8Array;
}

/** An engine: adds the points to the map and calls `drawn` after its first frame with them. */
export type Engine = (map: MapLibreMap, points: HarnessPoints, drawn: () => void) => void;

declare global {
  interface Window {
    __harness: Promise<{ firstFrameMs: number | null }>;
    __orbit(frames: number): Promise<number[]>;
  }
}

async function loadPoints(): Promise<HarnessPoints> {
  const meta = (await (await fetch('/points.json')).json()) as {
    origin: [number, number];
    count: number;
  };
  const bytes = await (await fetch('/points.bin')).arrayBuffer();
  return {
    origin: meta.origin,
    positions: new Float32Array(bytes, 0, meta.count * 3),
    colours: new Uint8Array(bytes, meta.count * 12, meta.count * 3),
  };
}

/** Opens the map, adds the points with the engine (none: the map alone), and offers an orbit. */
export function startHarness(engine: Engine | null): void {
  window.__harness = (async () => {
    const points = await loadPoints();
    const container = document.getElementById('map')!;
    const map = new MapLibreMap({
      container,
      style: {
        version: 8,
        sources: {},
        layers: [{ id: 'ground', type: 'background', paint: { 'background-color': '#f2efe9' } }],
      },
      center: points.origin,
      zoom: 17,
      pitch: 60,
      bearing: -20,
      fadeDuration: 0,
      attributionControl: false,
    });
    await new Promise<void>((resolve) => map.once('load', () => resolve()));
    window.__orbit = (frames) =>
      new Promise((resolve) => {
        const intervals: number[] = [];
        let last = performance.now();
        const tick = (now: number) => {
          intervals.push(now - last);
          last = now;
          if (intervals.length > frames) return resolve(intervals.slice(1));
          map.setBearing(map.getBearing() + 2);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
    if (!engine) return { firstFrameMs: null };
    const started = performance.now();
    const firstFrameMs = await new Promise<number>((resolve) => {
      engine(map, points, () => resolve(performance.now() - started));
      map.triggerRepaint();
    });
    return { firstFrameMs };
  })();
}
