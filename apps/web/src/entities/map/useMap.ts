import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../session/useSession.js';
import { fetchMap, mapKey } from './mapsQuery.js';

/** GET maps/:id/ under the credential in force (the share token in map-share mode). */
export function useMap(mapId: number | null) {
  const queryClient = useQueryClient();
  const { mapShare } = useSession();
  const shareToken = mapShare?.token ?? null;
  return useQuery({
    queryKey: mapKey(mapId, shareToken),
    queryFn: () => fetchMap(mapId ?? 0, queryClient, shareToken),
    enabled: mapId !== null,
  });
}
