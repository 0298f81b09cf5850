import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchOrganisationKeys, fetchOwnKeys, revokeAccessKey } from './accessKeysApi.js';

/** Everything the access key lists fetched: a change has it all fetched again. */
export const ACCESS_KEYS_KEY = ['access-keys'] as const;

export const ownKeysQuery = () =>
  queryOptions({ queryKey: [...ACCESS_KEYS_KEY, 'own'], queryFn: fetchOwnKeys });

export const organisationKeysQuery = (organisationId: number) =>
  queryOptions({
    queryKey: [...ACCESS_KEYS_KEY, 'organisation', organisationId],
    queryFn: () => fetchOrganisationKeys(organisationId),
  });

/** Revoking a key, then every list fetched again. */
export function useRevokeAccessKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAccessKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCESS_KEYS_KEY }),
  });
}
