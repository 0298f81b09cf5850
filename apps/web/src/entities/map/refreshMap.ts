import type { QueryClient } from '@tanstack/react-query';
import { api, idOf, okWithResponse } from '../../api/client.js';
import { restoreUiState, type ClientMap } from './clientMap.js';
import { mapKey } from './mapsQuery.js';

/**
 * GET maps/:id/ unconditionally, its answer put in the map's cache (with the Last-Modified it
 * came with). False when no map came, or the request was stopped meanwhile.
 */
export async function refreshMap(
  queryClient: QueryClient,
  mapId: number,
  shareToken: string | null,
  signal: AbortSignal,
): Promise<boolean> {
  const { data, headers } = await okWithResponse(
    api.GET('/api/maps/{id}/', { params: { path: { id: idOf(mapId) } }, signal }),
  );
  if (!data || signal.aborted) return false;
  queryClient.setQueryData<ClientMap>(mapKey(mapId, shareToken), (known) =>
    restoreUiState({
      ...known,
      ...data,
      lastModified: headers.get('Last-Modified') ?? known?.lastModified,
    }),
  );
  return true;
}
