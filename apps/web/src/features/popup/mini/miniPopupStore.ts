import { createStore } from '../../../lib/createStore.js';

/** The mini popup on hover: the chosen fields of the feature under the pointer, and where. */
export interface MiniPopupState {
  x: number;
  y: number;
  /** The map's size, to keep the card inside it. */
  width: number;
  height: number;
  rows: readonly (readonly [string, string])[];
}

export const miniPopupStore = createStore<MiniPopupState | null>(null);
