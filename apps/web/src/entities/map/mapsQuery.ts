import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@waymark/contract';
import { api, idOf, ok, okWithResponse } from '../../api/client.js';
import { mergeMaps, restoreUiState, upsertMap, type ClientMap } from './clientMap.js';

export const mapsKey = (organisationId: number | null) => ['maps', organisationId] as const;
/**
 * A map is cached per credential: what a share link may see is fetched again under the share
 * token, never taken from (or given to) the signed-in user's cache.
 */
export const mapKey = (mapId: number | null, shareToken: string | null = null) =>
  ['map', mapId, shareToken ?? 'user'] as const;

/** GET organisations/:id/maps/ (section 7), merged into what is already known. */
export async function fetchOrganisationMaps(
  organisationId: number | null,
  queryClient: QueryClient,
): Promise<ClientMap[]> {
  if (organisationId === null) {
    // Section 7: a call without an organisation id is logged and not sent.
    console.warn('getOrganisationMaps failed');
    return [];
  }
  const maps = await ok(
    api.GET('/api/organisations/{id}/maps/', {
      params: { path: { id: idOf(organisationId) }, query: { items: String(DEFAULT_PAGE_SIZE) } },
    }),
  );
  const previous = queryClient.getQueryData<ClientMap[]>(mapsKey(organisationId)) ?? [];
  return mergeMaps(previous, maps, organisationId);
}

/**
 * GET maps/:id/ with If-Modified-Since (section 4, Map detail): a 304 keeps the known map, a
 * 200 replaces it, and the organisation's list gets the new version too.
 */
export async function fetchMap(
  mapId: number,
  queryClient: QueryClient,
  shareToken: string | null = null,
): Promise<ClientMap> {
  const known = queryClient.getQueryData<ClientMap>(mapKey(mapId, shareToken));
  const headers: Record<string, string> = known?.lastModified
    ? { 'If-Modified-Since': known.lastModified }
    : {};
  // Not from the browser's HTTP cache: it keeps one answer per URL whoever asked, and its own
  // If-Modified-Since would get a 304 for another user's copy, with that user's `abilities`
  // (after a sign-out and in, or 'Login as...'). This query revalidates what it knows itself.
  const get = (extra: Record<string, string>) =>
    okWithResponse(
      api.GET('/api/maps/{id}/', {
        params: { path: { id: idOf(mapId) } },
        headers: extra,
        cache: 'no-store',
      }),
    );
  let answer = await get(headers);
  if (answer.status === 304 && known) return known;
  // A 304 without a known map (another tab's cache) cannot be used: ask unconditionally.
  if (answer.status === 304 || !answer.data) answer = await get({});
  if (!answer.data) throw new Error(`maps/${mapId}/ answered without a map`);
  const map = restoreUiState({
    ...answer.data,
    lastModified: answer.headers.get('Last-Modified') ?? undefined,
  });
  if (shareToken === null) {
    queryClient.setQueryData<ClientMap[]>(mapsKey(map.organisation_id), (list) =>
      list ? upsertMap(list, map) : list,
    );
  }
  return map;
}
