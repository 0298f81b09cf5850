import { useQuery } from '@tanstack/react-query';
import type { UserRead } from '@waymark/contract';
import { apiRequest } from '../../api/client.js';

export const usersKey = (organisationId: number | null) => ['users', organisationId] as const;

/** GET organisations/:id/users/ (also feeds the impersonation list). */
export function useOrganisationUsers(organisationId: number | null, enabled = true) {
  return useQuery({
    queryKey: usersKey(organisationId),
    queryFn: async () => {
      if (organisationId === null) return [];
      return apiRequest<UserRead[]>(`organisations/${organisationId}/users/`);
    },
    enabled: enabled && organisationId !== null,
    staleTime: 60 * 1000,
  });
}
