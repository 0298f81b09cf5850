import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchMap, mapKey } from '../../../entities/map/mapsQuery.js';
import { createPack } from '../../../entities/pack/packCalls.js';
import { mapPacksKey } from '../../../entities/pack/packKeys.js';
import type { StoredPack } from '../../../entities/pack/storage/storedPack.js';
import { startPackDownload } from '../download/packDownloads.js';

/**
 * 'Update': the same area, zooms and attachments packed again from the layers' current data and
 * downloaded beside the stored copy, which stays usable until the new one is complete.
 */
export function useUpdatePack() {
  const queryClient = useQueryClient();
  const [updating, setUpdating] = useState<number | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  const update = async (stored: StoredPack) => {
    if (!stored.owner) return;
    const owner = stored.owner;
    setUpdating(stored.mapId);
    setFailed(null);
    try {
      const pack = await createPack(stored.mapId, stored.request);
      const read = await queryClient.fetchQuery({
        queryKey: mapKey(stored.mapId),
        queryFn: () => fetchMap(stored.mapId, queryClient),
      });
      // Once it is stored, the older copy goes, from the browser and from the server.
      await startPackDownload(read, pack, stored.request, owner);
      void queryClient.invalidateQueries({ queryKey: mapPacksKey(stored.mapId) });
    } catch {
      setFailed(stored.mapId);
    } finally {
      setUpdating(null);
    }
  };
  return { update, updating, failed };
}
