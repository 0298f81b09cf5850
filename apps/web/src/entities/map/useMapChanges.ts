import { useQueryClient } from '@tanstack/react-query';
import type { MapCreate, MapPatch, MapRead } from '@waymark/contract';
import { useMemo } from 'react';
import { forgetMap, refreshOrganisationMaps, rememberMap } from './mapsCache.js';
import * as mapsApi from './mapsAdminApi.js';
import { MAPS_LIST_KEY } from './useMapsPage.js';

/**
 * The changes the settings make to maps, each followed by what it means for the caches: the
 * Maps list, the map switcher's list (the top bar) and the map itself.
 */
export function useMapChanges() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refreshLists = () => queryClient.invalidateQueries({ queryKey: MAPS_LIST_KEY });
    const changed = (map: MapRead) => {
      rememberMap(queryClient, map);
      void refreshLists();
      return map;
    };
    return {
      async create(body: MapCreate): Promise<MapRead> {
        const map = await mapsApi.createMap(body);
        rememberMap(queryClient, map);
        // Flagged, not awaited: the dialog closes on the 201 while the lists catch up.
        void refreshOrganisationMaps(queryClient, map.organisation_id);
        void refreshLists();
        return map;
      },
      async update(mapId: number, body: MapPatch): Promise<MapRead> {
        return changed(await mapsApi.updateMap(mapId, body));
      },
      /** Section 4: deleting a map removes it from the lists on 204. */
      async remove(map: Pick<MapRead, 'id' | 'organisation_id'>): Promise<void> {
        await mapsApi.deleteMap(map.id);
        forgetMap(queryClient, map.id, map.organisation_id);
        await refreshLists();
      },
      async attachLayer(mapId: number, layerId: number): Promise<MapRead> {
        return changed(await mapsApi.attachLayer(mapId, layerId));
      },
      async detachLayer(mapId: number, layerId: number): Promise<MapRead> {
        return changed(await mapsApi.detachLayer(mapId, layerId));
      },
      async reorderLayers(mapId: number, layerIds: number[]): Promise<MapRead> {
        return changed(await mapsApi.reorderLayers(mapId, layerIds));
      },
    };
  }, [queryClient]);
}
