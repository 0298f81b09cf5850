import { createStore, type Store } from '../lib/createStore.js';
import type { Box } from '../lib/box.js';
import { fitPadding } from './view/fitOptions.js';

export interface MapViewState {
  /** Null until the map has drawn its first view. */
  zoom: number | null;
  bounds: Box | null;
}

/** A point the search chose (a coordinate): marked on the map with its reading. */
export interface SearchMarker {
  lon: number;
  lat: number;
  label: string;
}

/** What the map does for the rest of the screen (the sidebar, search, popups). */
export interface MapController {
  readonly view: Store<MapViewState>;
  /** The search's marker, null when none. */
  readonly marker: Store<SearchMarker | null>;
  /** Layers whose tiles are loading. */
  readonly loadingLayers: Store<ReadonlySet<number>>;
  /** Fits the map to a box: padding 100 (less on a small map), at most `maxZoom`. */
  fitBounds(box: Box, maxZoom: number): void;
}

/** The part of a MapLibre map the controller drives. */
export interface FitTarget {
  fitBounds(bounds: Box, options: { padding: number; maxZoom: number }): unknown;
  getContainer(): HTMLElement;
}

export interface AttachableMapController extends MapController {
  attach(map: FitTarget | null): void;
}

export function createMapController(): AttachableMapController {
  let target: FitTarget | null = null;
  // A fit asked for before the map exists (a search chosen while it starts) waits for it.
  let pending: { box: Box; maxZoom: number } | null = null;
  const fit = (map: FitTarget, box: Box, maxZoom: number) => {
    const container = map.getContainer();
    map.fitBounds(box, {
      padding: fitPadding(container.clientWidth, container.clientHeight),
      maxZoom,
    });
  };
  return {
    view: createStore<MapViewState>({ zoom: null, bounds: null }),
    marker: createStore<SearchMarker | null>(null),
    loadingLayers: createStore<ReadonlySet<number>>(new Set()),
    fitBounds(box, maxZoom) {
      if (target) fit(target, box, maxZoom);
      else pending = { box, maxZoom };
    },
    attach(map) {
      target = map;
      if (map && pending) {
        fit(map, pending.box, pending.maxZoom);
        pending = null;
      }
    },
  };
}
