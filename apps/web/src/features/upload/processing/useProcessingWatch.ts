import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LayerStatus } from '@waymark/contract';
import { useEffect, useRef } from 'react';
import { layerFilesKey } from '../../../entities/layer-file/layerFilesQueries.js';
import { LAYER_LISTS_KEY, layerKey } from '../../../entities/layer/layerQueries.js';
import { fetchLayerStatus } from '../../../entities/layer/layerStatus.js';
import { anyBusy, type WatchedFile } from './processingState.js';

/** How often the dialog asks, while a file is queued or being processed. */
export const PROCESSING_POLL_MS = 2000;

/**
 * The processing of the files just uploaded (GET layers/:id/status of each layer they went to),
 * asked again every 2 s by one poll for the whole dialog, and only while something is still
 * queued or processing. A layer whose files are done is refetched where it is shown (the map,
 * its files, the layer lists), so that a finished layer appears without a reload.
 */
export function useProcessingWatch(files: readonly WatchedFile[] | null) {
  const queryClient = useQueryClient();
  const layerIds = [
    ...new Set((files ?? []).filter((f) => !f.attachment).map((f) => f.layerId)),
  ].sort((a, b) => a - b);
  const query = useQuery({
    queryKey: ['upload-processing', layerIds],
    queryFn: ({ signal }) => Promise.all(layerIds.map((id) => fetchLayerStatus(id, signal))),
    enabled: files !== null && layerIds.length > 0,
    // A failed answer (already shown by the global handling) ends the watch: no storm of alerts.
    refetchInterval: (state) =>
      state.state.status !== 'error' && (!state.state.data || anyBusy(state.state.data))
        ? PROCESSING_POLL_MS
        : false,
  });

  const settled = useRef(new Set<number>());
  useEffect(() => {
    for (const status of query.data ?? []) {
      const done = !anyBusy([status]);
      if (!done || settled.current.has(status.id)) continue;
      settled.current.add(status.id);
      void queryClient.invalidateQueries({ queryKey: ['map'] });
      void queryClient.invalidateQueries({ queryKey: ['maps'] });
      void queryClient.invalidateQueries({ queryKey: layerFilesKey(status.id) });
      void queryClient.invalidateQueries({ queryKey: layerKey(status.id) });
      void queryClient.invalidateQueries({ queryKey: LAYER_LISTS_KEY });
    }
  }, [query.data, queryClient]);

  const byLayer = new Map<number, LayerStatus>((query.data ?? []).map((s) => [s.id, s]));
  return { byLayer, failed: query.isError && !query.data };
}
