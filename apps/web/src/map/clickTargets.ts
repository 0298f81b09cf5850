import type { Map as MapLibreMap } from 'maplibre-gl';
import { mapRegistry } from './mapRegistry.js';

/** Whether something drawn over the map's features (a 3D model) lies under a canvas point. */
export type ClickTarget = (point: { x: number; y: number }) => boolean;

const targets = mapRegistry<ClickTarget>();

/**
 * Registers what is drawn over the map's own layers and answers its own clicks: a click on it
 * opens no feature popup and no terrain height beneath. Returns the unregistering.
 */
export function addClickTarget(map: MapLibreMap, target: ClickTarget): () => void {
  return targets.add(map, target);
}

/** A click at this canvas point belongs to something drawn over the map's features. */
export function clickTaken(map: MapLibreMap, point: { x: number; y: number }): boolean {
  return targets.items(map).some((target) => target(point));
}
