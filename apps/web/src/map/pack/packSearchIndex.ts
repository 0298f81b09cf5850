/**
 * A feature of a vector archive's search index: its search field's value, its box in degrees
 * [west, south, east, north] (within the archive's area), and its fid (the vector tiles' id).
 */
export type PackSearchEntry = readonly [
  text: string,
  west: number,
  south: number,
  east: number,
  north: number,
  fid: number,
];

/**
 * `waymark.search` of a vector archive's metadata, written when the pack was built (the api's
 * packSearchIndex): every packed feature of its layer by its search field, the first 200,000 by
 * text. Archives built before it have none.
 */
export interface PackSearchIndex {
  field: string;
  entries: readonly PackSearchEntry[];
}

/** The search indexes of a pack's vector archives, by layer id. */
export type PackSearchIndexes = Readonly<Record<number, PackSearchIndex>>;

export const NO_SEARCH_INDEXES: PackSearchIndexes = {};

const isNumber = (n: unknown) => typeof n === 'number' && Number.isFinite(n);

const isEntry = (entry: unknown): entry is PackSearchEntry =>
  Array.isArray(entry) &&
  entry.length === 6 &&
  typeof entry[0] === 'string' &&
  isNumber(entry[1]) &&
  isNumber(entry[2]) &&
  isNumber(entry[3]) &&
  isNumber(entry[4]) &&
  isNumber(entry[5]);

/** The search index of an archive's metadata (parsed JSON), or null when it holds none. */
export function searchIndexOf(metadata: unknown): PackSearchIndex | null {
  if (typeof metadata !== 'object' || metadata === null) return null;
  const waymark = (metadata as { waymark?: unknown }).waymark;
  if (typeof waymark !== 'object' || waymark === null) return null;
  const search = (waymark as { search?: unknown }).search;
  if (typeof search !== 'object' || search === null) return null;
  const { field, entries } = search as { field?: unknown; entries?: unknown };
  if (typeof field !== 'string' || !Array.isArray(entries)) return null;
  return { field, entries: entries.every(isEntry) ? entries : entries.filter(isEntry) };
}
