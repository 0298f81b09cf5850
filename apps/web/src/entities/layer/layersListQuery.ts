import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { layerRead, paginated, type Paginated, type LayerRead } from '@waymark/contract';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { api, idOf, ok } from '../../api/client.js';
import { listQueryOf, type ListParams } from '../../components/data-grid/useListParams.js';
import { layerChanged, LAYER_LISTS_KEY } from './layerQueries.js';

const layerPage = paginated(layerRead);

const EMPTY_PAGE: Paginated<LayerRead> = { count: 0, next: null, previous: null, results: [] };

/**
 * GET layers/?organisation=&page=&items=&ordering=&search=: a page of the current
 * organisation's layers. Without an organisation id nothing is sent (section 7).
 */
export async function fetchOrganisationLayers(
  organisationId: number | null,
  params: ListParams,
  signal?: AbortSignal,
): Promise<Paginated<LayerRead>> {
  if (organisationId === null) {
    console.warn('getOrganisationLayers failed');
    return EMPTY_PAGE;
  }
  const data = await ok(
    api.GET('/api/layers/', {
      params: { query: { organisation: idOf(organisationId), ...listQueryOf(params) } },
      signal,
    }),
  );
  return checkedAnswer(layerPage, data);
}

export function useOrganisationLayers(organisationId: number | null, params: ListParams) {
  return useQuery({
    queryKey: [...LAYER_LISTS_KEY, organisationId, params],
    queryFn: ({ signal }) => fetchOrganisationLayers(organisationId, params, signal),
    // The page on screen stays while the next one (or another order) loads.
    placeholderData: keepPreviousData,
  });
}

/** DELETE layers/:id/ (204): the row goes at once, and the lists are asked for again. */
export function useDeleteLayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (layer: LayerRead) =>
      ok(api.DELETE('/api/layers/{id}/', { params: { path: { id: idOf(layer.id) } } })),
    onSuccess: (_answer, layer) => {
      queryClient.setQueriesData<Paginated<LayerRead>>({ queryKey: LAYER_LISTS_KEY }, (page) =>
        page?.results.some((row) => row.id === layer.id)
          ? {
              ...page,
              count: page.count - 1,
              results: page.results.filter((row) => row.id !== layer.id),
            }
          : page,
      );
      queryClient.removeQueries({ queryKey: ['layer', layer.id] });
      layerChanged(queryClient, null);
    },
  });
}
