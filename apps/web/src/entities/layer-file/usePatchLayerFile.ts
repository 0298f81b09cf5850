import { useMutation, useQueryClient } from '@tanstack/react-query';
import { layerFileRead, type LayerFilePatch, type LayerFileRead } from '@waymark/contract';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { api, idOf, ok } from '../../api/client.js';
import { LAYER_LISTS_KEY, layerKey } from '../layer/layerQueries.js';
import { layerFilesKey } from './layerFilesQueries.js';

/**
 * Changes a file: PATCH layers/:id/files/:fileId/ (its survey date, a model's place). The file
 * is changed in the layer's files list at once; the layer, the maps showing it and their files
 * lists are asked again, their `survey_dates` (a series, its slider) following the file's.
 */
export function usePatchLayerFile(file: Pick<LayerFileRead, 'id' | 'layer_id'>) {
  const queryClient = useQueryClient();
  const layerId = file.layer_id;
  return useMutation({
    mutationFn: async (patch: LayerFilePatch) =>
      checkedAnswer(
        layerFileRead,
        await ok(
          api.PATCH('/api/layers/{id}/files/{fileId}/', {
            params: { path: { id: idOf(layerId), fileId: idOf(file.id) } },
            body: patch,
          }),
        ),
      ),
    onSuccess: (changed) => {
      queryClient.setQueryData<LayerFileRead[]>(layerFilesKey(layerId), (files) =>
        files?.map((one) => (one.id === changed.id ? changed : one)),
      );
      void queryClient.invalidateQueries({ queryKey: layerFilesKey(layerId) });
      void queryClient.invalidateQueries({ queryKey: layerKey(layerId) });
      void queryClient.invalidateQueries({ queryKey: LAYER_LISTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['map'] });
      void queryClient.invalidateQueries({ queryKey: ['map-files'] });
      // The 3D view's models and clouds read the attachments of the layers that are on.
      void queryClient.invalidateQueries({ queryKey: ['layer-attachments', layerId] });
    },
  });
}
