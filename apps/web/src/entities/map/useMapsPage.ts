import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../components/data-grid/useListParams.js';
import { useCurrentOrganisation } from '../session/useCurrentOrganisation.js';
import { fetchMapsPage } from './mapsAdminApi.js';

/** Every page of the Maps list, so that a change can have them all fetched again. */
export const MAPS_LIST_KEY = ['maps-admin', 'list'] as const;

/** One page of the current organisation's maps, as the Maps list asks for it. */
export function useMapsPage(params: ListParams) {
  const organisation = useCurrentOrganisation();
  const organisationId = organisation?.id ?? null;
  return useQuery({
    queryKey: [...MAPS_LIST_KEY, organisationId, params],
    queryFn: () => fetchMapsPage(organisationId, params),
    // The page shown stays while the next one (another sort, a search) loads.
    placeholderData: keepPreviousData,
  });
}
