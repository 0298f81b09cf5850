import { useQuery } from '@tanstack/react-query';
import { api, idOf, ok } from '../../api/client.js';

export const usersKey = (organisationId: number | null) => ['users', organisationId] as const;

/** GET organisations/:id/users/ (also feeds the impersonation list). */
export function useOrganisationUsers(organisationId: number | null, enabled = true) {
  return useQuery({
    queryKey: usersKey(organisationId),
    queryFn: async () => {
      if (organisationId === null) return [];
      return ok(
        api.GET('/api/organisations/{id}/users/', {
          params: { path: { id: idOf(organisationId) } },
        }),
      );
    },
    enabled: enabled && organisationId !== null,
    staleTime: 60 * 1000,
  });
}
