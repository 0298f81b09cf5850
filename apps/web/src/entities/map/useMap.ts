import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../session/useSession.js';
import { fetchMap, mapKey } from './mapsQuery.js';

/**
 * GET maps/:id/ under the credential in force (the share token in map-share mode). A map is
 * revalidated (If-Modified-Since) when a view opens it; the parts of that view that mount after
 * it (the title beside the map switcher, the upload's layers, a popup's markups) share that
 * answer rather than asking again.
 */
export function useMap(mapId: number | null) {
  const queryClient = useQueryClient();
  const { mapShare } = useSession();
  const shareToken = mapShare?.token ?? null;
  return useQuery({
    queryKey: mapKey(mapId, shareToken),
    queryFn: () => fetchMap(mapId ?? 0, queryClient, shareToken),
    enabled: mapId !== null,
    // The observer mounting counts itself: more than one means the map is already open.
    refetchOnMount: (query) => query.getObserversCount() <= 1,
  });
}
