import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { layerRead, type LayerCreate, type LayerPatch, type LayerRead } from '@waymark/contract';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { api, idOf, ok } from '../../api/client.js';

export const layerKey = (layerId: number) => ['layer', layerId] as const;
/** Every page of every layers list (the Layers screen). */
export const LAYER_LISTS_KEY = ['layers'] as const;

/** Files still being processed change the layer: it is asked for again meanwhile. */
const BUSY = new Set<LayerRead['status']>(['queued', 'processing']);
const BUSY_REFRESH_MS = 3000;

/** GET layers/:id/ */
export function useLayer(layerId: number) {
  return useQuery({
    queryKey: layerKey(layerId),
    queryFn: async ({ signal }) =>
      checkedAnswer(
        layerRead,
        await ok(api.GET('/api/layers/{id}/', { params: { path: { id: idOf(layerId) } }, signal })),
      ),
    refetchInterval: (query) =>
      query.state.data && BUSY.has(query.state.data.status) ? BUSY_REFRESH_MS : false,
  });
}

/**
 * After a layer changed: its own entry, the layers lists, and the maps that draw it (the
 * viewer's map detail carries its layers).
 */
export function layerChanged(queryClient: QueryClient, layer: LayerRead | null): void {
  if (layer) queryClient.setQueryData(layerKey(layer.id), layer);
  void queryClient.invalidateQueries({ queryKey: LAYER_LISTS_KEY });
  void queryClient.invalidateQueries({ queryKey: ['map'] });
  void queryClient.invalidateQueries({ queryKey: ['maps'] });
}

/** POST layers/ (Add a Layer). */
export function useCreateLayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LayerCreate) =>
      checkedAnswer(layerRead, await ok(api.POST('/api/layers/', { body }))),
    onSuccess: (layer) => layerChanged(queryClient, layer),
  });
}

/** PATCH layers/:id/ with the whole layer (section 7). */
export function useUpdateLayer(layerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LayerPatch) =>
      checkedAnswer(
        layerRead,
        await ok(api.PATCH('/api/layers/{id}/', { params: { path: { id: idOf(layerId) } }, body })),
      ),
    onSuccess: (layer) => layerChanged(queryClient, layer),
  });
}
