import { useQuery } from '@tanstack/react-query';
import { api, idOf, ok } from '../../api/client.js';
import type { Box } from '../../lib/box.js';
import { viewQuery } from './mapFilesTransfer.js';

/** GET maps/:id/files/ with the view box: the map's files touching the view. */
export function useMapFiles(mapId: number, view: Box) {
  return useQuery({
    queryKey: ['map-files', mapId, view],
    queryFn: ({ signal }) =>
      ok(
        api.GET('/api/maps/{id}/files/', {
          params: { path: { id: idOf(mapId) }, query: viewQuery(view) },
          signal,
        }),
      ),
    staleTime: 30_000,
  });
}
