import type { Map as MapLibreMap } from 'maplibre-gl';
import { mapRegistry, useMapRegistryItems } from './mapRegistry.js';

/** A shape drawn by a map tool (the measuring tool's line or area), in degrees. */
export type DrawnShape =
  | { type: 'LineString'; coordinates: [number, number][] }
  | { type: 'Polygon'; coordinates: [number, number][][] };

/**
 * Something another tool offers to do with a finished shape ('Create a markup from this'): the
 * tool that drew it shows a button for it, without knowing the tool behind it.
 */
export interface ShapeAction {
  id: string;
  /** The button's text, in the user's language (registered again when the language changes). */
  label: string;
  run(shape: DrawnShape): void;
}

const actions = mapRegistry<ShapeAction>();

/** Offers an action on the shapes drawn on `map`; answers the withdrawing. */
export function addShapeAction(map: MapLibreMap, action: ShapeAction): () => void {
  return actions.add(map, action);
}

/** The actions offered on the shapes drawn on `map`, as they come and go. */
export function useShapeActions(map: MapLibreMap): readonly ShapeAction[] {
  return useMapRegistryItems(actions, map);
}
