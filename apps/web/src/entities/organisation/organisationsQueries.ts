import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { organisation, paginated, type Organisation } from '@waymark/contract';
import { api, idOf, ok } from '../../api/client.js';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { listQueryOf, type ListParams } from '../../components/data-grid/useListParams.js';
import { fetchOrganisationMaps, mapsKey } from '../map/mapsQuery.js';

export const organisationsPageKey = (params: ListParams) =>
  ['organisations', 'page', params] as const;
export const organisationKey = (organisationId: number) =>
  ['organisations', 'one', organisationId] as const;

const organisationPage = paginated(organisation);

/** GET organisations/: the caller's organisations (every one for a superuser), a page. */
export const organisationsPageQuery = (params: ListParams) =>
  queryOptions({
    queryKey: organisationsPageKey(params),
    queryFn: async () =>
      checkedAnswer(
        organisationPage,
        await ok(api.GET('/api/organisations/', { params: { query: listQueryOf(params) } })),
      ),
    placeholderData: keepPreviousData,
  });

export const organisationQuery = (organisationId: number) =>
  queryOptions({
    queryKey: organisationKey(organisationId),
    queryFn: async (): Promise<Organisation> =>
      checkedAnswer(
        organisation,
        await ok(
          api.GET('/api/organisations/{id}/', {
            params: { path: { id: idOf(organisationId) } },
          }),
        ),
      ),
  });

/**
 * GET organisations/:id/maps/ for the default map's name and choice: the same cache as the map
 * switcher's, so the current organisation's maps are not fetched twice.
 */
export const organisationMapsQuery = (organisationId: number, queryClient: QueryClient) =>
  queryOptions({
    queryKey: mapsKey(organisationId),
    queryFn: () => fetchOrganisationMaps(organisationId, queryClient),
    staleTime: 60 * 1000,
  });
