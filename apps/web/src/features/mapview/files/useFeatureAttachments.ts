import { useQuery } from '@tanstack/react-query';
import type { LayerFileRead } from '@waymark/contract';
import { apiRequest } from '../../../api/client.js';

/** GET layers/:id/files/?type=attachment&fid=N&details=true: one feature's attachments. */
export function useFeatureAttachments(layerId: number | null, fid: number | null) {
  return useQuery({
    queryKey: ['feature-attachments', layerId, fid],
    queryFn: ({ signal }) =>
      apiRequest<LayerFileRead[]>(`layers/${layerId}/files/`, {
        query: { type: 'attachment', fid, details: 'true' },
        signal,
      }),
    enabled: layerId !== null && fid !== null,
  });
}
