import { useQueryClient } from '@tanstack/react-query';
import type { MapRead } from '@waymark/contract';
import type { PackRequest } from '@waymark/contract/pack';
import { useState } from 'react';
import { fetchMap, mapKey } from '../../../entities/map/mapsQuery.js';
import { PackTooLargeError } from '../../../entities/pack/packCalls.js';
import { useCreatePack } from '../../../entities/pack/packQueries.js';
import { useSession } from '../../../entities/session/useSession.js';
import { startPackDownload } from '../download/packDownloads.js';
import { useOfflineOwner } from '../useOfflineOwner.js';

/**
 * Start: the pack asked of the server (POST), the map's read as it is now, and the download
 * into the browser, which goes on as the server finishes each archive. A refusal for size
 * keeps the server's message.
 */
export function useStartPack(map: MapRead) {
  const queryClient = useQueryClient();
  const token = useSession().mapShare?.token ?? null;
  const create = useCreatePack(map.id);
  const owner = useOfflineOwner();
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [starting, setStarting] = useState(false);

  const start = async (request: PackRequest) => {
    // Nobody to keep the copy for (the session still being told): nothing starts.
    if (!owner) {
      setFailed(true);
      return;
    }
    setStarting(true);
    setTooLarge(null);
    setFailed(false);
    try {
      const pack = await create.mutateAsync(request);
      // What the viewer draws offline: the map's read now, layers and all.
      const read = await queryClient.fetchQuery({
        queryKey: mapKey(map.id, token),
        queryFn: () => fetchMap(map.id, queryClient, token),
      });
      await startPackDownload(read, pack, request, owner);
    } catch (error) {
      if (error instanceof PackTooLargeError) setTooLarge(error.detail);
      else setFailed(true);
    } finally {
      setStarting(false);
    }
  };
  return { start, starting, tooLarge, failed, clearTooLarge: () => setTooLarge(null) };
}
