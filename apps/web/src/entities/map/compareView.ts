import type { Map as MapLibreMap } from 'maplibre-gl';
import { useSyncExternalStore } from 'react';

/** One side of the compared view: the map that draws it and the survey it shows. */
export interface CompareSide {
  map: MapLibreMap;
  /** The layer's name as the map lists it. */
  layerName: string;
  /** The survey date drawn (YYYY-MM-DD), or null for all of the layer's files. */
  date: string | null;
}

/**
 * The swipe of the 'Compare' control while it is open: what the map to PDF prints instead of
 * the single map (features do not import each other, so the compare publishes it here).
 */
export interface CompareView {
  left: CompareSide;
  right: CompareSide;
  /** Where the divider stands, as a share of the view's width (0: left edge, 1: right edge). */
  position: number;
}

let current: CompareView | null = null;
const listeners = new Set<() => void>();

/** Publishes the compared view (null: compare is closed, the single map is shown). */
export function setCompareView(view: CompareView | null): void {
  if (view === current) return;
  current = view;
  for (const listener of listeners) listener();
}

export function compareView(): CompareView | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The compared view while compare is open, else null. */
export function useCompareView(): CompareView | null {
  return useSyncExternalStore(subscribe, compareView, compareView);
}
