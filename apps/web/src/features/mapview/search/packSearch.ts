import { VECTOR_SOURCE_LAYER, type LayerRead, type SearchResult } from '@waymark/contract';
import type { GeoJSONFeature, Map as MapLibreMap } from 'maplibre-gl';
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

/**
 * The search box of a map opened from its pack (no network): the features of the archives'
 * tiles MapLibre has loaded whose search field holds the text (prefix matches first), each
 * feature once, with the box of its parts found. Coordinates and places need the server.
 */
export function searchPackFeatures(
  map: Pick<MapLibreMap, 'querySourceFeatures' | 'getSource'>,
  layers: readonly Pick<LayerRead, 'id' | 'search_field' | 'attributes'>[],
  text: string,
): SearchResult[] {
  const query = normalised(text);
  if (!query) return [];
  const hits = new Map<string, Hit>();
  for (const layer of layers) {
    const field = layer.search_field;
    if (!field || !layer.attributes.includes(field) || !map.getSource(sourceIdOf(layer.id)))
      continue;
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
  return [...hits.values()]
    .sort((a, b) => a.rank - b.rank || a.result.text.localeCompare(b.result.text))
    .slice(0, LIMIT)
    .map((hit) => hit.result);
}
