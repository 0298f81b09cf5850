import type { Map as MapLibreMap } from 'maplibre-gl';
import { mapRegistry } from './mapRegistry.js';

/** A point picked on something the 3D view draws: where it is and how high (metres). */
export interface ScenePick {
  lng: number;
  lat: number;
  height: number;
  on: 'model' | 'points';
  /** Depth in clip space: of several things under the pointer, the nearest wins. */
  depth: number;
}

/** What of the 3D view lies under a canvas point (CSS pixels), if anything. */
export type ScenePicker = (point: { x: number; y: number }) => ScenePick | null;

const pickers = mapRegistry<ScenePicker>();

/**
 * Registers a part of the 3D view (models, point clouds) whose surface a tool may pick points
 * on, as the measuring tool does. Returns the unregistering.
 */
export function addScenePicker(map: MapLibreMap, picker: ScenePicker): () => void {
  return pickers.add(map, picker);
}

/** The nearest point of the 3D view's models and point clouds under a canvas point. */
export function pickInScene(map: MapLibreMap, point: { x: number; y: number }): ScenePick | null {
  let best: ScenePick | null = null;
  for (const picker of pickers.items(map)) {
    const pick = picker(point);
    if (pick && (!best || pick.depth < best.depth)) best = pick;
  }
  return best;
}

/** A point cloud's points near a section line: [distance along the line, height] in metres. */
export interface SectionCloud {
  name: string;
  points: [number, number][];
}

/** The 3D view's points within `corridor` metres of a line (longitude, latitude vertices). */
export type SectionSource = (
  line: readonly (readonly [number, number])[],
  corridor: number,
) => SectionCloud[];

const sectionSources = mapRegistry<SectionSource>();

/** Registers the point clouds the cross-section draws beside its profiles. */
export function addSectionSource(map: MapLibreMap, source: SectionSource): () => void {
  return sectionSources.add(map, source);
}

/** The point clouds' points near a section line, each cloud with any. */
export function pointsAlongInScene(
  map: MapLibreMap,
  line: readonly (readonly [number, number])[],
  corridor: number,
): SectionCloud[] {
  return sectionSources
    .items(map)
    .flatMap((source) => source(line, corridor))
    .filter((cloud) => cloud.points.length > 0);
}
