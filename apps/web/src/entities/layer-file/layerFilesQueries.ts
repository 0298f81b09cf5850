import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { layerFileRead, type LayerFileRead } from '@waymark/contract';
import { z } from 'zod';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { api, idOf, ok } from '../../api/client.js';
import { LAYER_LISTS_KEY, layerKey } from '../layer/layerQueries.js';

const layerFiles = z.array(layerFileRead);

/** The viewer's files panel asks the same; one cache, so a deletion shows in both. */
export const layerFilesKey = (layerId: number) => ['layer-files', layerId] as const;

const BUSY = new Set<LayerFileRead['status']>(['queued', 'processing']);
const BUSY_REFRESH_MS = 3000;

/** GET layers/:id/files/?details=true&ordering=name, again while files are processed. */
export function useLayerFilesAdmin(layerId: number) {
  return useQuery({
    queryKey: layerFilesKey(layerId),
    queryFn: async ({ signal }) =>
      checkedAnswer(
        layerFiles,
        await ok(
          api.GET('/api/layers/{id}/files/', {
            params: { path: { id: idOf(layerId) }, query: { details: 'true', ordering: 'name' } },
            signal,
          }),
        ),
      ),
    refetchInterval: (query) =>
      query.state.data?.some((file) => BUSY.has(file.status)) ? BUSY_REFRESH_MS : false,
  });
}

/**
 * Deletes files of the layer: one by DELETE layers/:id/files/:fileId, several at once by
 * DELETE layers/:id/files/delete_multi/ {ids}. The layer (extent, counts) changes with them.
 */
export function useDeleteLayerFiles(layerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      const path = { id: idOf(layerId) };
      const [only] = ids;
      if (ids.length === 1 && only !== undefined) {
        await ok(
          api.DELETE('/api/layers/{id}/files/{fileId}', {
            params: { path: { ...path, fileId: idOf(only) } },
          }),
        );
      } else {
        await ok(
          api.DELETE('/api/layers/{id}/files/delete_multi/', {
            params: { path },
            body: { ids: [...ids] },
          }),
        );
      }
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: layerFilesKey(layerId) });
      void queryClient.invalidateQueries({ queryKey: layerKey(layerId) });
      void queryClient.invalidateQueries({ queryKey: LAYER_LISTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['map'] });
    },
  });
}
