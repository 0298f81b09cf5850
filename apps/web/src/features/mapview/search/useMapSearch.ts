import { useQuery } from '@tanstack/react-query';
import type { SearchResponse, SearchResult } from '@waymark/contract';
import { fetchMapSearch } from '../../../entities/map/mapSearch.js';
import { useMapController } from '../../../map/MapControllerContext.js';
import { acceptsAnswer, mapViewParam, SEARCH_DEBOUNCE_MS } from './searchQuery.js';
import { useDebouncedValue } from '../../../lib/useDebouncedValue.js';

export interface MapSearch {
  results: SearchResult[];
  attribution: SearchResponse['attribution'];
  /** Waiting for the debounce or for the answer to the current text. */
  loading: boolean;
  failed: boolean;
}

const NO_ATTRIBUTION: SearchResponse['attribution'] = [];

/**
 * GET maps/:id/search/ with the text (after 275 ms without typing) and the current view. An
 * answer counts only while the text it answers is still the text in the box.
 */
export function useMapSearch(mapId: number | null, text: string): MapSearch {
  const controller = useMapController();
  const query = text.trim();
  const settled = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
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
    enabled: mapId !== null && settled !== '',
    staleTime: 0,
    gcTime: 60_000,
  });
  const usable = acceptsAnswer(answer.data, query) ? answer.data : null;
  const failed = query !== '' && settled === query && answer.isError;
  return {
    results: usable?.results ?? [],
    attribution: usable?.attribution ?? answer.data?.attribution ?? NO_ATTRIBUTION,
    loading: query !== '' && !usable && !failed,
    failed,
  };
}
