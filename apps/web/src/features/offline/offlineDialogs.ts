import type { MapRead } from '@waymark/contract';
import { createStore, useStore } from '../../lib/createStore.js';
import type { Box } from '../../lib/box.js';

/** The offline dialog open: a map's 'Make available offline', or the 'Offline maps' list. */
export type OfflineDialog =
  | {
      kind: 'map';
      map: MapRead;
      /** The map's view when asked from it (else null). */ view: Box | null;
    }
  | { kind: 'list' }
  | null;

const store = createStore<OfflineDialog>(null);

/**
 * Opened from the sidebar, the map switcher or the user menu, and shown by one host in the top
 * bar (OfflineDialogHost): an option of the switcher, closed with its list, cannot hold it.
 */
export function openMakeOffline(map: MapRead, view: Box | null = null): void {
  store.set({ kind: 'map', map, view });
}

export function openOfflineMaps(): void {
  store.set({ kind: 'list' });
}

export function closeOfflineDialog(): void {
  store.set(null);
}

export function useOfflineDialog(): OfflineDialog {
  return useStore(store);
}
