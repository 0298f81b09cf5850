import { useCallback } from 'react';
import { useStoreSelector } from '../../lib/useStoreSelector.js';
import type { ClientMap } from '../../entities/map/clientMap.js';
import { storeBackground, type BackgroundId } from '../../map/background/backgroundChoice.js';
import { storeLayerStatus } from './layers/layerStatus.js';
import { initialMapUi, mapUiStore, type MapUi } from './mapUiStore.js';

const NOTHING: MapUi = { layerStatus: {}, background: null };

type UiMap = Pick<ClientMap, 'id' | 'uiLayerStatus' | 'bg_layer'>;

/**
 * A map's layer on/off states and background, shared by the map and the sidebar, each change
 * stored per map for the next visit (layerStatus_<mapId>, bg_layer<mapId>).
 */
export function useMapUi(map: UiMap | undefined) {
  const stored = useStoreSelector(mapUiStore, (all) => (map ? all[map.id] : undefined));
  const ui = stored ?? (map ? initialMapUi(map) : NOTHING);

  const change = useCallback(
    (update: (current: MapUi, mapId: number) => MapUi) => {
      if (!map) return;
      const all = mapUiStore.get();
      const current = all[map.id] ?? initialMapUi(map);
      mapUiStore.set({ ...all, [map.id]: update(current, map.id) });
    },
    [map],
  );

  const setLayerEnabled = useCallback(
    (layerId: number, enabled: boolean) =>
      change((current, mapId) => ({
        ...current,
        layerStatus: storeLayerStatus(mapId, current.layerStatus, layerId, enabled),
      })),
    [change],
  );

  const setBackground = useCallback(
    (background: BackgroundId) =>
      change((current, mapId) => {
        storeBackground(mapId, background);
        return { ...current, background };
      }),
    [change],
  );

  return { ...ui, setLayerEnabled, setBackground };
}
