import { createStore } from '../../../lib/createStore.js';

/** The clicked feature (application state mapPopup: open while a feature is held). */
export interface PopupFeature {
  layerId: number;
  /** The feature id in its layer (the vector tile feature id). */
  fid: number | null;
  properties: Record<string, unknown>;
}

export const popupStore = createStore<PopupFeature | null>(null);

export const openPopup = (feature: PopupFeature) => popupStore.set(feature);
export const closePopup = () => popupStore.set(null);
