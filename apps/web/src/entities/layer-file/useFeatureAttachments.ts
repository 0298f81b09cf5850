import { useQuery } from '@tanstack/react-query';
import { api, idOf, ok } from '../../api/client.js';

/** GET layers/:id/files/?type=attachment&fid=N&details=true: one feature's attachments. */
export function useFeatureAttachments(layerId: number | null, fid: number | null) {
  return useQuery({
    queryKey: ['feature-attachments', layerId, fid],
    queryFn: ({ signal }) =>
      ok(
        api.GET('/api/layers/{id}/files/', {
          params: {
            path: { id: idOf(layerId!) },
            query: { type: 'attachment', fid: String(fid), details: 'true' },
          },
          signal,
        }),
      ),
    enabled: layerId !== null && fid !== null,
  });
}
