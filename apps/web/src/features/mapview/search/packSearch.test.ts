import type { GeoJSONFeature } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { searchPackFeatures } from './packSearch.js';

const line = (id: number, name: string, coordinates: [number, number][]) =>
  ({
    id,
    type: 'Feature',
    properties: { name },
    geometry: { type: 'LineString', coordinates },
  }) as unknown as GeoJSONFeature;

/** The features of the loaded tiles, by source: a feature cut by a tile edge comes twice. */
const tiles: Record<string, GeoJSONFeature[]> = {
  'wm-src-4': [
    line(1, 'Bridge Écluse', [
      [0, 0],
      [1, 1],
    ]),
    line(1, 'Bridge Écluse', [
      [1, 1],
      [2, 3],
    ]),
    line(2, 'Old bridge', [[5, 5]]),
    line(3, 'Culvert', [[6, 6]]),
  ],
  'wm-src-5': [line(9, 'Bridge hidden', [[0, 0]])],
};

const map = {
  getSource: (id: string) => (tiles[id] ? {} : undefined),
  querySourceFeatures: (id: string) => tiles[id] ?? [],
} as unknown as Parameters<typeof searchPackFeatures>[0];

const layers = [
  { id: 4, search_field: 'name', attributes: ['name'] },
  // Without a search field a layer is not searched, as on the server.
  { id: 5, search_field: null, attributes: ['name'] },
];

describe('searchPackFeatures', () => {
  it('finds the packed features whose search field holds the text, prefixes first', () => {
    const results = searchPackFeatures(map, layers, 'bridge');
    expect(results.map((r) => r.text)).toEqual(['Bridge Écluse', 'Old bridge']);
    // One result per feature, boxing all of its parts.
    expect(results[0]).toEqual({
      text: 'Bridge Écluse',
      bounds: [0, 0, 2, 3],
      layerId: 4,
      fid: 1,
      source: 'features',
    });
  });

  it('ignores case and accents', () => {
    expect(searchPackFeatures(map, layers, 'ECLUSE').map((r) => r.fid)).toEqual([1]);
  });

  it('finds nothing for an empty text', () => {
    expect(searchPackFeatures(map, layers, '  ')).toEqual([]);
  });
});
