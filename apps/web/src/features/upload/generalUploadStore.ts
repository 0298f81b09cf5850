import { createStore } from '../../lib/createStore.js';

export interface GeneralUploadState {
  open: boolean;
  /** Each opening starts afresh (a new dialog under a new key). */
  openings: number;
  /** The map the dialog starts with: the one on screen. */
  mapId: number | null;
}

/**
 * The general upload lives above the pages: it stays open (showing the processing) when the
 * upload takes the user to the map's detail page.
 */
export const generalUploadStore = createStore<GeneralUploadState>({
  open: false,
  openings: 0,
  mapId: null,
});

export function openGeneralUpload(mapId: number | null): void {
  generalUploadStore.set((state) => ({ open: true, openings: state.openings + 1, mapId }));
}

export function closeGeneralUpload(): void {
  generalUploadStore.set((state) => (state.open ? { ...state, open: false } : state));
}
