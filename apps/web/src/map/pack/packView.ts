import type { Map as MapLibreMap } from 'maplibre-gl';
import { createStore, useStore } from '../../lib/createStore.js';
import type { PackArchiveKind } from '@waymark/contract/pack';
import type { PackSearchIndexes } from './packSearchIndex.js';
import type { PackSources } from './packSources.js';

/**
 * A map opened from the pack kept in the browser (no network): its layers' archives, their
 * search indexes, and the MapLibre map drawing them (the search looks through the features of
 * its loaded tiles for an archive without an index). The popup, the search and the sidebar read
 * it to show what works offline and say what does not.
 */
export interface PackView {
  mapId: number;
  sources: PackSources;
  /** When the pack was stored (ISO time). */
  storedAt: string;
  /** The pack's lowest zoom: below it the archives have no tiles to draw. */
  zoomMin: number;
  /** The vector archives' search indexes, by layer id (read from their metadata once). */
  searchIndexes: PackSearchIndexes;
  /**
   * The attachments archives kept in the browser (a pack made with its attachments), by layer
   * id: the popups list a feature's from its manifest (see packAttachments).
   */
  attachments: PackAttachmentFiles;
  map: MapLibreMap | null;
}

/** The stored attachments archive of each layer that has one. */
export type PackAttachmentFiles = Readonly<Record<number, Blob>>;

const store = createStore<PackView | null>(null);

// Not packSearchIndex's NO_SEARCH_INDEXES: this module is loaded before a map's first frame,
// that one only with the search box and the pack's reader.
const NO_INDEXES: PackSearchIndexes = {};
const NO_ATTACHMENTS: PackAttachmentFiles = {};

/**
 * Shows the pack view of a map (no search indexes unless given: the loaded tiles are searched;
 * no attachments unless given).
 */
export function showPackView(
  view: Omit<PackView, 'map' | 'searchIndexes' | 'attachments'> & {
    searchIndexes?: PackSearchIndexes;
    attachments?: PackAttachmentFiles;
  },
): void {
  store.set((current) => ({
    ...view,
    searchIndexes: view.searchIndexes ?? NO_INDEXES,
    attachments: view.attachments ?? NO_ATTACHMENTS,
    map: current?.mapId === view.mapId ? current.map : null,
  }));
}

/** The map goes back to its live tiles (or is left). */
export function clearPackView(mapId: number): void {
  store.set((current) => (current?.mapId === mapId ? null : current));
}

export function attachPackViewMap(mapId: number, map: MapLibreMap | null): void {
  store.set((current) =>
    current?.mapId === mapId && current.map !== map ? { ...current, map } : current,
  );
}

/** The pack view of map `mapId`, or null when it draws its live tiles. */
export function usePackView(mapId: number | null | undefined): PackView | null {
  const view = useStore(store);
  return view && view.mapId === mapId ? view : null;
}

/** The archive URL a layer draws from in the pack view, if one is shown and holds it. */
export function usePackSource(layerId: number | null, kind: PackArchiveKind): string | null {
  const view = useStore(store);
  return (layerId !== null && view?.sources[layerId]?.[kind]) || null;
}
