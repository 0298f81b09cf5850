import { useQuery } from '@tanstack/react-query';
import { api, idOf, ok } from '../../api/client.js';

/** GET layers/:id/files/?details=true&ordering=name: a layer's files and attachments. */
export function useLayerFiles(layerId: number | null) {
  return useQuery({
    queryKey: ['layer-files', layerId],
    queryFn: ({ signal }) =>
      ok(
        api.GET('/api/layers/{id}/files/', {
          params: { path: { id: idOf(layerId!) }, query: { details: 'true', ordering: 'name' } },
          signal,
        }),
      ),
    enabled: layerId !== null,
  });
}
