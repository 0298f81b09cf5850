import { createContext, useContext } from 'react';
import { createStore } from '../lib/createStore.js';
import { useStoreSelector } from '../lib/useStoreSelector.js';
import type { MapController, MapViewState } from './mapController.js';

export const MapControllerContext = createContext<MapController | null>(null);

export function useMapController(): MapController | null {
  return useContext(MapControllerContext);
}

const NO_VIEW = createStore<MapViewState>({ zoom: null, bounds: null });
const NOTHING_LOADING = createStore<ReadonlySet<number>>(new Set());

/** A part of the map's current view (zoom, bounds); re-renders only when that part changes. */
export function useMapView<S>(select: (view: MapViewState) => S): S {
  const controller = useMapController();
  return useStoreSelector(controller?.view ?? NO_VIEW, select);
}

/** Whether a layer's tiles are loading. */
export function useLayerLoading(layerId: number): boolean {
  const controller = useMapController();
  return useStoreSelector(controller?.loadingLayers ?? NOTHING_LOADING, (ids) => ids.has(layerId));
}
