import type { GeoJSONFeature } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import type { PackSearchEntry, PackSearchIndexes } from '../../../map/pack/packSearchIndex.js';
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

  describe('with the search indexes of the archives', () => {
    const entry = (fid: number, text: string): PackSearchEntry => [text, fid, 50, fid + 1, 51, fid];
    /** Every packed feature, far from the loaded tiles too; layer 5 has no index (tiles). */
    const indexes: PackSearchIndexes = {
      4: {
        field: 'name',
        entries: [
          entry(11, 'Bridge Écluse'),
          entry(12, 'Far bridge'),
          entry(13, 'Bridgewater'),
          entry(14, 'Culvert'),
        ],
      },
    };
    const searchable = [
      { id: 4, search_field: 'name', attributes: ['name'] },
      { id: 5, search_field: 'name', attributes: ['name'] },
    ];

    it('finds every packed feature of an indexed layer, not only those of the loaded tiles', () => {
      const results = searchPackFeatures(map, searchable, 'bridge', indexes);
      expect(results.map((r) => [r.layerId, r.fid, r.text])).toEqual([
        [4, 11, 'Bridge Écluse'],
        // Layer 5 has no index: its loaded tiles are searched.
        [5, 9, 'Bridge hidden'],
        [4, 13, 'Bridgewater'],
        [4, 12, 'Far bridge'],
      ]);
      expect(results[0]).toEqual({
        text: 'Bridge Écluse',
        bounds: [11, 50, 12, 51],
        layerId: 4,
        fid: 11,
        source: 'features',
      });
      // Old bridge is in the loaded tiles of layer 4 but not in its index: the index answers.
      expect(results.some((r) => r.text === 'Old bridge')).toBe(false);
    });

    it('ignores case and accents', () => {
      expect(searchPackFeatures(map, searchable, 'ECLUSE', indexes).map((r) => r.fid)).toEqual([
        11,
      ]);
    });

    it('gives at most 20 results, the best of all matches', () => {
      const many: PackSearchIndexes = {
        4: {
          field: 'name',
          entries: Array.from({ length: 500 }, (_, i) =>
            entry(i, `Sleeper ${String(499 - i).padStart(3, '0')}`),
          ),
        },
      };
      const results = searchPackFeatures(map, layers, 'sleeper', many);
      expect(results.map((r) => r.text)).toEqual(
        Array.from({ length: 20 }, (_, i) => `Sleeper ${String(i).padStart(3, '0')}`),
      );
      expect(results.map((r) => r.fid)).toEqual(Array.from({ length: 20 }, (_, i) => 499 - i));
    });

    it('searches the loaded tiles of a layer whose index is of another field', () => {
      const other: PackSearchIndexes = { 4: { field: 'code', entries: [entry(11, 'Bridge X')] } };
      expect(searchPackFeatures(map, layers, 'bridge', other).map((r) => r.fid)).toEqual([1, 2]);
    });
  });
});
