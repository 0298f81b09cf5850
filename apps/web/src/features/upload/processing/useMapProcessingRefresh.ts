import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ClientMap } from '../../../entities/map/clientMap.js';
import { refreshMap } from '../../../entities/map/refreshMap.js';
import { useSession } from '../../../entities/session/useSession.js';
import { isBusy } from './processingState.js';
import { PROCESSING_POLL_MS } from './useProcessingWatch.js';

const MAX_FAILURES = 3;

/**
 * While a layer of the map on screen has files queued or being processed, the map is asked
 * for again every 2 s — one request for the whole screen — so that the sidebar shows their
 * progress and a finished layer is drawn without a reload. The map's Last-Modified only moves
 * when a layer's data does, so these requests are unconditional.
 */
export function useMapProcessingRefresh(map: ClientMap | undefined): void {
  const queryClient = useQueryClient();
  const { mapShare } = useSession();
  const shareToken = mapShare?.token ?? null;
  const mapId = map?.id ?? null;
  const busy = !!map?.layers.some((layer) => isBusy(layer.status));
  // A failed request is tried again a few times, then left to the next visit.
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    if (!busy || mapId === null || failures >= MAX_FAILURES) return;
    const stop = new AbortController();
    const timer = setTimeout(() => {
      refreshMap(queryClient, mapId, shareToken, stop.signal)
        .then((refreshed) => {
          if (refreshed) setFailures(0);
        })
        .catch(() => {
          if (!stop.signal.aborted) setFailures((count) => count + 1);
        });
    }, PROCESSING_POLL_MS);
    return () => {
      clearTimeout(timer);
      stop.abort();
    };
    // Each new answer re-arms the timer while the map is still busy.
  }, [busy, mapId, shareToken, map, queryClient, failures]);
}
