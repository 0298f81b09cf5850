import type { SearchResponse, SearchResult } from '@waymark/contract';

/** One entry of the search's 'Search by' credit. */
export type SearchAttribution = SearchResponse['attribution'][number];

/**
 * Who answers the place part of the map search: the configured external geocoder or, without
 * one, the embedded gazetteer. Null from search: no places this time (a failure, logged).
 */
export interface PlaceSearch {
  readonly attribution: SearchAttribution;
  search(
    query: string,
    view: readonly number[] | null,
    limit: number,
    language?: string,
  ): Promise<SearchResult[] | null>;
}
