import { useQuery } from '@tanstack/react-query';
import type { LayerRead, SearchResponse, SearchResult } from '@waymark/contract';
import { useMemo } from 'react';
import { fetchMapSearch } from '../../../entities/map/mapSearch.js';
import { useMapController } from '../../../map/MapControllerContext.js';
import { acceptsAnswer, mapViewParam, SEARCH_DEBOUNCE_MS } from './searchQuery.js';
import { useDebouncedValue } from '../../../lib/useDebouncedValue.js';
import { useOnline } from '../../../lib/useOnline.js';
import { NO_SEARCH_INDEXES } from '../../../map/pack/packSearchIndex.js';
import { usePackView } from '../../../map/pack/packView.js';
import { searchPackFeatures } from './packSearch.js';

export interface MapSearch {
  results: SearchResult[];
  attribution: SearchResponse['attribution'];
  /** Waiting for the debounce or for the answer to the current text. */
  loading: boolean;
  failed: boolean;
  /** No network: only the features of the map's pack are searched (no places, no coordinates). */
  offline: boolean;
}

const NO_ATTRIBUTION: SearchResponse['attribution'] = [];

/**
 * GET maps/:id/search/ with the text (after 275 ms without typing) and the current view. An
 * answer counts only while the text it answers is still the text in the box. Without a network
 * the features of the map's pack are searched instead, if it was opened from one.
 */
export function useMapSearch(
  mapId: number | null,
  text: string,
  layers: readonly LayerRead[],
): MapSearch {
  const controller = useMapController();
  const online = useOnline();
  const packView = usePackView(mapId);
  const offline = !online || packView !== null;
  const query = text.trim();
  const settled = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const packMap = packView?.map ?? null;
  const searchIndexes = packView?.searchIndexes ?? NO_SEARCH_INDEXES;
  const packed = useMemo(
    () =>
      offline && packMap && settled
        ? searchPackFeatures(packMap, layers, settled, searchIndexes)
        : [],
    [offline, packMap, layers, settled, searchIndexes],
  );
  const answer = useQuery({
    queryKey: ['map-search', mapId, settled],
    queryFn: ({ signal }) =>
      fetchMapSearch(
        mapId!,
        settled,
        // The view at the moment of asking: results near what the user is looking at.
        mapViewParam(controller?.view.get().bounds ?? null),
        signal,
      ),
    enabled: !offline && mapId !== null && settled !== '',
    staleTime: 0,
    gcTime: 60_000,
  });
  if (offline) {
    const waiting = query !== '' && settled !== query;
    return {
      results: waiting ? [] : packed,
      attribution: NO_ATTRIBUTION,
      loading: waiting,
      failed: false,
      offline,
    };
  }
  const usable = acceptsAnswer(answer.data, query) ? answer.data : null;
  const failed = query !== '' && settled === query && answer.isError;
  return {
    results: usable?.results ?? [],
    attribution: usable?.attribution ?? answer.data?.attribution ?? NO_ATTRIBUTION,
    loading: query !== '' && !usable && !failed,
    failed,
    offline,
  };
}
