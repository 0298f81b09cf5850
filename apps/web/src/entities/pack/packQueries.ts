import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PackRead, PackRequest } from '@waymark/contract/pack';
import { createPack, fetchMapPacks, fetchPack, fetchPackEstimate } from './packCalls.js';
import { mapPacksKey, packEstimateKey, packKey } from './packKeys.js';

/** How often a pack being built is asked about again. */
export const PACK_POLL_MS = 2000;

/** A pack whose archives are still being written. */
export const isPackBuilding = (pack: Pick<PackRead, 'status'> | undefined) =>
  pack?.status === 'queued' || pack?.status === 'building';

/** The estimate of a pack; null: none asked for. The last estimate stays while the next comes. */
export function usePackEstimate(mapId: number, request: PackRequest | null) {
  return useQuery({
    queryKey: packEstimateKey(
      mapId,
      request ?? { bbox: null, zoom_min: 0, zoom_max: 0, attachments: false },
    ),
    queryFn: ({ signal }) => fetchPackEstimate(mapId, request!, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The map's packs (to tell whether a stored one is still current). */
export function useMapPacks(mapId: number, enabled = true) {
  return useQuery({
    queryKey: mapPacksKey(mapId),
    queryFn: ({ signal }) => fetchMapPacks(mapId, signal),
    enabled,
  });
}

/** One pack, asked about again every PACK_POLL_MS while it is queued or building. */
export function usePack(packId: number | null) {
  return useQuery({
    queryKey: packKey(packId ?? 0),
    queryFn: ({ signal }) => fetchPack(packId!, signal),
    enabled: packId !== null,
    refetchInterval: (query) => (isPackBuilding(query.state.data) ? PACK_POLL_MS : false),
  });
}

/** POST maps/:id/packs/: the new pack goes into the cache and the map's list is fetched again. */
export function useCreatePack(mapId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PackRequest) => createPack(mapId, request),
    onSuccess: (pack) => {
      queryClient.setQueryData(packKey(pack.id), pack);
      void queryClient.invalidateQueries({ queryKey: mapPacksKey(mapId) });
    },
  });
}
