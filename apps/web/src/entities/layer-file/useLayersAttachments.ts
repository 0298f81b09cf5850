import type { LayerFileRead } from '@waymark/contract';
import { useQueries } from '@tanstack/react-query';
import { api, idOf, ok } from '../../api/client.js';

/**
 * GET layers/:id/files/?type=attachment&details=true for each of the layers: every file
 * attached to their features (to one feature or to all of them), while `enabled`.
 */
export function useLayersAttachments(
  layerIds: readonly number[],
  enabled: boolean,
): LayerFileRead[] {
  return useQueries({
    queries: layerIds.map((layerId) => ({
      queryKey: ['layer-attachments', layerId],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        ok(
          api.GET('/api/layers/{id}/files/', {
            params: { path: { id: idOf(layerId) }, query: { type: 'attachment', details: 'true' } },
            signal,
          }),
        ),
      enabled,
    })),
    combine: (results) => results.flatMap((result) => result.data ?? []),
  });
}
