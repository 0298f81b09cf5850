import { useQuery } from '@tanstack/react-query';
import type { LayerFileRead } from '@waymark/contract';
import { apiRequest } from '../../../api/client.js';

/** GET layers/:id/files/?details=true&ordering=name: a layer's files and attachments. */
export function useLayerFiles(layerId: number | null) {
  return useQuery({
    queryKey: ['layer-files', layerId],
    queryFn: ({ signal }) =>
      apiRequest<LayerFileRead[]>(`layers/${layerId}/files/`, {
        query: { details: 'true', ordering: 'name' },
        signal,
      }),
    enabled: layerId !== null,
  });
}
