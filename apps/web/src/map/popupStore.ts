import type { LayerFileRead } from '@waymark/contract';
import { createStore } from '../lib/createStore.js';

/** The clicked feature. */
export interface PopupFeature {
  layerId: number;
  /** The feature id in its layer (the vector tile feature id). */
  fid: number | null;
  properties: Record<string, unknown>;
  /** Where it is: a point's own position, else where it was clicked (WGS84). */
  lngLat?: { lng: number; lat: number } | null;
}

/**
 * The application state mapPopup of section 3: {dialog, feature, dtm} — the open flag, the
 * clicked feature, and its DTM files (attachments whose names contain 'DTM'), which the
 * cross-section control reads.
 */
export interface MapPopupState {
  dialog: boolean;
  feature: PopupFeature | null;
  dtm: readonly LayerFileRead[];
}

const CLOSED: MapPopupState = { dialog: false, feature: null, dtm: [] };

export const popupStore = createStore<MapPopupState>(CLOSED);

export const openPopup = (feature: PopupFeature) =>
  popupStore.set({ dialog: true, feature, dtm: [] });
export const closePopup = () => popupStore.set(CLOSED);

/** The DTM files of the open popup's feature, once its attachments are known. */
export function setPopupDtm(feature: PopupFeature, dtm: readonly LayerFileRead[]): void {
  popupStore.set((state) =>
    // A late answer for a feature no longer shown changes nothing.
    state.feature === feature ? { ...state, dtm } : state,
  );
}
