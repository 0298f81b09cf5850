import type { FeatureHit } from './feature-search.repository.js';

/** A match as a tier found it, with what the ranking needs. */
export interface RankedHit extends FeatureHit {
  exact: boolean;
  in_view: boolean;
  /** 1 prefix (exact included), 2 substring, 3 fuzzy only. */
  rank: number;
  score: number;
}

/** PostgreSQL's length(): characters, not UTF-16 units. */
const characters = (text: string) => [...text].length;

/**
 * The order of the search's results: exact matches, then real matches (prefix, substring)
 * inside the view, outside it, then fuzzy ones (inside the view first); then by similarity
 * and length, and a stable tie-break.
 */
export function compareHits(a: RankedHit, b: RankedHit): number {
  return (
    Number(b.exact) - Number(a.exact) ||
    Number(b.rank < 3) - Number(a.rank < 3) ||
    Number(b.in_view) - Number(a.in_view) ||
    a.rank - b.rank ||
    b.score - a.score ||
    characters(a.text) - characters(b.text) ||
    a.layer_id - b.layer_id ||
    a.fid - b.fid
  );
}

/** Each feature once (tiers overlap: a prefix match may also be a fuzzy one), ranked. */
export function rankHits(hits: readonly RankedHit[], limit: number): FeatureHit[] {
  const unique = new Map<string, RankedHit>();
  for (const hit of hits) unique.set(`${hit.layer_id}:${hit.fid}`, hit);
  return [...unique.values()]
    .sort(compareHits)
    .slice(0, limit)
    .map(({ layer_id, fid, text, west, south, east, north }) => ({
      layer_id,
      fid,
      text,
      west,
      south,
      east,
      north,
    }));
}
