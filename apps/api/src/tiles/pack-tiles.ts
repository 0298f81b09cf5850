import { zxyToTileId } from 'pmtiles';
import { latToY, lonToX, WORLD_HALF, type TileAddress } from './tile-math.js';

/** [west, south, east, north] in degrees. */
export type Area = [number, number, number, number];

/** The tiles of one zoom that an area touches: columns x0..x1 and rows y0..y1, inclusive. */
export interface TileSpan {
  z: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** The overlap of two areas, or null when they do not overlap (touching is not overlapping). */
export function intersectAreas(a: Area, b: Area): Area | null {
  const w = Math.max(a[0], b[0]);
  const s = Math.max(a[1], b[1]);
  const e = Math.min(a[2], b[2]);
  const n = Math.min(a[3], b[3]);
  return w < e && s < n ? [w, s, e, n] : null;
}

/** A [w, s, e, n] array as an area, or null when it is not one (missing, malformed, empty). */
export function areaOf(box: readonly number[] | null | undefined): Area | null {
  if (!box || box.length !== 4 || box.some((v) => !Number.isFinite(v))) return null;
  const [w, s, e, n] = box as Area;
  return w < e && s < n ? [w, s, e, n] : null;
}

// Rounded outwards to 1e-7° (about a centimetre), so that two requests for the same view name
// the same area whatever the float noise of their arithmetic, and an archive can be reused.
const AREA_STEP = 1e7;

export function roundArea([w, s, e, n]: Area): Area {
  return [
    Math.floor(w * AREA_STEP) / AREA_STEP,
    Math.floor(s * AREA_STEP) / AREA_STEP,
    Math.ceil(e * AREA_STEP) / AREA_STEP,
    Math.ceil(n * AREA_STEP) / AREA_STEP,
  ];
}

/**
 * The tiles of zoom z that the area's interior touches: a tile only touched at its edge is left
 * out (as MapLibre asks for no tile outside a source's bounds).
 */
export function tileSpan(area: Area, z: number): TileSpan {
  const n = 2 ** z;
  const fx = (lon: number) => ((lonToX(lon) + WORLD_HALF) / (2 * WORLD_HALF)) * n;
  const fy = (lat: number) => ((WORLD_HALF - latToY(lat)) / (2 * WORLD_HALF)) * n;
  const clamp = (v: number) => Math.min(n - 1, Math.max(0, v));
  const x0 = clamp(Math.floor(fx(area[0])));
  const y0 = clamp(Math.floor(fy(area[3])));
  return {
    z,
    x0,
    y0,
    x1: Math.max(x0, clamp(Math.ceil(fx(area[2])) - 1)),
    y1: Math.max(y0, clamp(Math.ceil(fy(area[1])) - 1)),
  };
}

export function spanSize({ x0, x1, y0, y1 }: TileSpan): number {
  return (x1 - x0 + 1) * (y1 - y0 + 1);
}

/** How many tiles the area holds at each zoom from zoomMin to zoomMax, and in all. */
export function countTiles(area: Area, zoomMin: number, zoomMax: number): number {
  let total = 0;
  for (let z = zoomMin; z <= zoomMax; z += 1) total += spanSize(tileSpan(area, z));
  return total;
}

/**
 * The span's tiles in PMTiles order (Hilbert curve tile ids), so that an archive is written
 * in the order its directory wants and neighbouring tiles sit side by side on disk.
 */
export function tilesInOrder(span: TileSpan): TileAddress[] {
  const tiles: { id: number; x: number; y: number }[] = [];
  for (let x = span.x0; x <= span.x1; x += 1) {
    for (let y = span.y0; y <= span.y1; y += 1) {
      tiles.push({ id: zxyToTileId(span.z, x, y), x, y });
    }
  }
  tiles.sort((a, b) => a.id - b.id);
  return tiles.map(({ x, y }) => ({ z: span.z, x, y }));
}

/**
 * Tiles spread evenly over the span for sampling sizes: the span cut into `side` × `side`
 * cells, the tile at each cell's middle (edges included, where data often thins out); every
 * tile when the span holds no more.
 */
export function sampleTiles(span: TileSpan, side = 3): TileAddress[] {
  if (spanSize(span) <= side * side) return tilesInOrder(span);
  const pick = (from: number, to: number) => {
    const width = to - from + 1;
    const picked = Array.from(
      { length: side },
      (_, i) => from + Math.floor(((i + 0.5) * width) / side),
    );
    return [...new Set(picked)];
  };
  const xs = pick(span.x0, span.x1);
  const ys = pick(span.y0, span.y1);
  return xs.flatMap((x) => ys.map((y) => ({ z: span.z, x, y })));
}
