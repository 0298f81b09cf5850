import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentOrganisation } from '../session/useCurrentOrganisation.js';
import { useSession } from '../session/useSession.js';
import { fetchOrganisationMaps, mapsKey } from './mapsQuery.js';

/** The maps of the current organisation; a 403 is the permission-error flag (section 8). */
export function useOrganisationMaps() {
  const queryClient = useQueryClient();
  const organisation = useCurrentOrganisation();
  const { mapShare } = useSession();
  const organisationId = organisation?.id ?? null;
  return useQuery({
    queryKey: mapsKey(organisationId),
    queryFn: () => fetchOrganisationMaps(organisationId, queryClient),
    enabled: organisationId !== null && mapShare === null,
    staleTime: 60 * 1000,
  });
}
