import { VECTOR_SOURCE_LAYER, type LayerRead, type SearchResult } from '@waymark/contract';
import type { GeoJSONFeature, Map as MapLibreMap } from 'maplibre-gl';
import type { PackSearchIndex, PackSearchIndexes } from '../../../map/pack/packSearchIndex.js';
import { sourceIdOf } from '../../../map/style/sourceIds.js';

/** At most this many results, as the server's search gives. */
const LIMIT = 20;

/** As the server compares: case and accents aside. */
export const normalised = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

type Box = [number, number, number, number];

function extend(box: Box | null, coordinates: unknown): Box | null {
  if (!Array.isArray(coordinates)) return box;
  if (typeof coordinates[0] === 'number' && typeof coordinates[1] === 'number') {
    const [x, y] = coordinates as [number, number];
    return box
      ? [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x), Math.max(box[3], y)]
      : [x, y, x, y];
  }
  return coordinates.reduce<Box | null>((b, part) => extend(b, part), box);
}

function geometryBox(feature: GeoJSONFeature): Box | null {
  const geometry = feature.geometry;
  if (geometry.type === 'GeometryCollection') return null;
  return extend(null, geometry.coordinates);
}

interface Hit {
  result: SearchResult;
  rank: number;
}

// As String.prototype.localeCompare without arguments, made once.
const collator = new Intl.Collator();

/** Prefix matches first, then by text. */
const compareHits = (a: Hit, b: Hit) =>
  a.rank - b.rank || collator.compare(a.result.text, b.result.text);

/**
 * The best LIMIT hits of many, in order, as they come: an index may match a hundred thousand
 * features, of which most are turned away by one comparison with the last kept.
 */
class BestHits {
  readonly hits: Hit[] = [];

  add(hit: Hit): void {
    const { hits } = this;
    if (hits.length === LIMIT && compareHits(hit, hits[LIMIT - 1]!) >= 0) return;
    // After those it ties with, as a stable sort would leave it.
    let low = 0;
    let high = hits.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compareHits(hit, hits[middle]!) < 0) high = middle;
      else low = middle + 1;
    }
    hits.splice(low, 0, hit);
    if (hits.length > LIMIT) hits.pop();
  }
}

/** The normalised texts of an index's entries: made at its first search, kept while it is. */
const normalisedTexts = new WeakMap<PackSearchIndex, readonly string[]>();

function textsOf(index: PackSearchIndex): readonly string[] {
  let texts = normalisedTexts.get(index);
  if (!texts) {
    texts = index.entries.map((entry) => normalised(entry[0]));
    normalisedTexts.set(index, texts);
  }
  return texts;
}

/** An archive's index entries whose text holds the query. */
function searchIndex(index: PackSearchIndex, layerId: number, query: string, best: BestHits) {
  const texts = textsOf(index);
  index.entries.forEach(([shown, west, south, east, north, fid], k) => {
    const found = texts[k]!.indexOf(query);
    if (found < 0) return;
    best.add({
      rank: found === 0 ? 0 : 1,
      result: {
        text: shown,
        bounds: [west, south, east, north],
        layerId,
        fid,
        source: 'features',
      },
    });
  });
}

/**
 * The search box of a map opened from its pack (no network): the packed features whose search
 * field holds the text (prefix matches first). Through the search index in the archive's
 * metadata (`indexes`, every packed feature up to its cap), or for an archive built before
 * archives held one, through the features of its tiles MapLibre has loaded: each feature once,
 * with the box of its parts found. Coordinates and places need the server.
 */
export function searchPackFeatures(
  map: Pick<MapLibreMap, 'querySourceFeatures' | 'getSource'>,
  layers: readonly Pick<LayerRead, 'id' | 'search_field' | 'attributes'>[],
  text: string,
  indexes: PackSearchIndexes = {},
): SearchResult[] {
  const query = normalised(text);
  if (!query) return [];
  const indexed = new BestHits();
  const hits = new Map<string, Hit>();
  for (const layer of layers) {
    const field = layer.search_field;
    if (!field || !layer.attributes.includes(field)) continue;
    const index = indexes[layer.id];
    if (index?.field === field) {
      searchIndex(index, layer.id, query, indexed);
      continue;
    }
    if (!map.getSource(sourceIdOf(layer.id))) continue;
    for (const feature of map.querySourceFeatures(sourceIdOf(layer.id), {
      sourceLayer: VECTOR_SOURCE_LAYER,
    })) {
      const value = feature.properties[field] as unknown;
      if (value === null || value === undefined) continue;
      const shown = String(value);
      const found = normalised(shown).indexOf(query);
      if (found < 0) continue;
      const fid = typeof feature.id === 'number' ? feature.id : null;
      // A feature cut by tile edges comes once per tile: its parts make one result.
      const key = `${layer.id}:${fid ?? shown}`;
      const part = geometryBox(feature);
      if (!part) continue;
      const known = hits.get(key)?.result.bounds;
      const box: Box = known
        ? [
            Math.min(known[0], part[0]),
            Math.min(known[1], part[1]),
            Math.max(known[2], part[2]),
            Math.max(known[3], part[3]),
          ]
        : part;
      hits.set(key, {
        rank: found === 0 ? 0 : 1,
        result: { text: shown, bounds: box, layerId: layer.id, fid, source: 'features' },
      });
    }
  }
  return [...indexed.hits, ...hits.values()]
    .sort(compareHits)
    .slice(0, LIMIT)
    .map((hit) => hit.result);
}
