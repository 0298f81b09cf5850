import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MapShareRead } from '@waymark/contract';
import { fetchOrganisationShares, fetchShare, type ShareListQuery } from './shareApi.js';
import { useCurrentOrganisation } from '../session/useCurrentOrganisation.js';

/** Everything the Map Shares settings fetched, so that a change has it all fetched again. */
export const SHARES_ADMIN_KEY = ['mapshares-admin'] as const;

export const shareQuery = (shareId: number) =>
  queryOptions({
    queryKey: [...SHARES_ADMIN_KEY, 'share', shareId],
    queryFn: () => fetchShare(shareId),
  });

/** One page of the current organisation's shares, as the list asks for it. */
export function useSharesPage(query: ShareListQuery) {
  const organisationId = useCurrentOrganisation()?.id ?? null;
  return useQuery({
    queryKey: [...SHARES_ADMIN_KEY, 'list', organisationId, query],
    queryFn: () => fetchOrganisationShares(organisationId, query),
    // The page shown stays while the next one (another sort, a filter) loads.
    placeholderData: keepPreviousData,
  });
}

/** A share's name in lists and dialogs: its map and the first characters of its link. */
export const shareName = (share: Pick<MapShareRead, 'map_title' | 'token_prefix'>) =>
  `${share.map_title} (${share.token_prefix}…)`;
