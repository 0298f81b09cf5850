import { vi } from 'vitest';
import { createStore } from '../../lib/createStore.js';
import type { MapController, MapViewState, SearchMarker } from '../mapController.js';

/** A map controller without a map: the view is set by the test, fits are recorded. */
export function fakeController(view: Partial<MapViewState> = {}) {
  return {
    view: createStore<MapViewState>({ zoom: 5, bounds: [-75, 40, -68, 44], ...view }),
    loadingLayers: createStore<ReadonlySet<number>>(new Set()),
    marker: createStore<SearchMarker | null>(null),
    fitBounds: vi.fn<MapController['fitBounds']>(),
  } satisfies MapController;
}
