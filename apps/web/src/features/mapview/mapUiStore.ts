import { createStore } from '../../lib/createStore.js';
import type { ClientMap } from '../../entities/map/clientMap.js';

/** A map's client-only state on screen: layers on/off, and the chosen background. */
export interface MapUi {
  layerStatus: Readonly<Record<string, boolean>>;
  background: string | null;
}

/**
 * The client-only state of the maps opened, by map id. A store of its own, not the map's cached
 * answer: a checkbox must see its change within the click, which the query cache only reports
 * a moment later.
 */
export const mapUiStore = createStore<Readonly<Record<number, MapUi>>>({});

/** What a map starts with: its states as restored from localStorage (section 4). */
export const initialMapUi = (map: Pick<ClientMap, 'uiLayerStatus' | 'bg_layer'>): MapUi => ({
  layerStatus: map.uiLayerStatus,
  background: map.bg_layer,
});

export const resetMapUi = () => mapUiStore.set({});
