import type { QueryClient } from '@tanstack/react-query';
import type { MapRead } from '@waymark/contract';
import { restoreUiState, upsertMap, type ClientMap } from './clientMap.js';
import { mapKey, mapsKey } from './mapsQuery.js';

/**
 * A map was created (Add a Map): the organisation's maps are fetched again, so that the map
 * switcher offers the new one without a reload (2.11: the switcher is flagged to refresh).
 */
export function refreshOrganisationMaps(
  queryClient: QueryClient,
  organisationId: number,
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: mapsKey(organisationId) });
}

/** A map was changed (saved, layers attached or reordered): every cache gets the new version. */
export function rememberMap(queryClient: QueryClient, map: MapRead): ClientMap {
  const known = queryClient.getQueryData<ClientMap>(mapKey(map.id));
  // The answer to a change has no Last-Modified: the next load asks without If-Modified-Since.
  const client = restoreUiState({ ...known, ...map, lastModified: undefined });
  queryClient.setQueryData<ClientMap>(mapKey(map.id), client);
  queryClient.setQueryData<ClientMap[]>(mapsKey(map.organisation_id), (list) =>
    list ? upsertMap(list, client) : list,
  );
  return client;
}

/** A map was deleted (204): it leaves the organisation's maps and the map cache at once. */
export function forgetMap(queryClient: QueryClient, mapId: number, organisationId: number): void {
  queryClient.setQueryData<ClientMap[]>(mapsKey(organisationId), (list) =>
    list?.filter((map) => map.id !== mapId),
  );
  queryClient.removeQueries({ queryKey: ['map', mapId] });
}
