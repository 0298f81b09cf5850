import type { LayerSpecification, SourceSpecification } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { offlineBackground } from './background/backgroundStyle.js';
import { buildMapLayers, type ViewerLayer } from './style/buildLayerStyle.js';
import { viewerLayer } from '../test/layers.js';
import {
  applyVisibility,
  removeFromMap,
  replaceBackground,
  replaceDataLayers,
  type StyleTarget,
} from './styleOps.js';

/** A stand-in for a MapLibre map that keeps its layer stack and sources. */
function fakeMap() {
  const layers: LayerSpecification[] = [];
  const sources: Record<string, SourceSpecification> = {};
  const map: StyleTarget & { layers: LayerSpecification[] } = {
    layers,
    getStyle: () => ({ layers: [...layers], sources: { ...sources } }),
    getLayer: (id) => layers.find((l) => l.id === id),
    getSource: (id) => sources[id],
    addSource: (id, source) => {
      if (sources[id]) throw new Error(`source ${id} exists`);
      sources[id] = source;
    },
    removeSource: (id) => delete sources[id],
    addLayer: (layer, beforeId) => {
      if ('source' in layer && typeof layer.source === 'string' && !sources[layer.source]) {
        throw new Error(`no source ${layer.source}`);
      }
      const at = beforeId ? layers.findIndex((l) => l.id === beforeId) : -1;
      if (at < 0) layers.push(layer);
      else layers.splice(at, 0, layer);
    },
    removeLayer: (id) =>
      layers.splice(
        layers.findIndex((l) => l.id === id),
        1,
      ),
    setLayoutProperty: (id, name, value) => {
      const layer = layers.find((l) => l.id === id)!;
      layer.layout = { ...layer.layout, [name]: value } as never;
    },
  };
  return map;
}

const layer = (id: number, type: ViewerLayer['type'] = 'vector') => viewerLayer({ id, type });

const NATURAL_EARTH = 'pmtiles://natural-earth-50m';

describe('style changes', () => {
  it('keeps the background under the data, whichever comes first', () => {
    const map = fakeMap();
    const { built, order } = buildMapLayers([layer(1, 'raster'), layer(2)], 'http://x');
    replaceBackground(map, offlineBackground(null));
    replaceDataLayers(map, built, order);
    replaceBackground(map, offlineBackground(NATURAL_EARTH));
    expect(map.layers.map((l) => l.id)).toEqual([
      'bg-water',
      'bg-land',
      'bg-coast',
      'bg-borders',
      'wm-1-style-0',
      'wm-2-style-0',
      'wm-2-style-1',
      'wm-2-style-2',
      'wm-2-label-0',
    ]);
  });

  it('replaces the data layers as a whole', () => {
    const map = fakeMap();
    const first = buildMapLayers([layer(1), layer(2)], 'http://x');
    replaceDataLayers(map, first.built, first.order);
    const second = buildMapLayers([layer(2)], 'http://x');
    replaceDataLayers(map, second.built, second.order);
    expect(map.layers.every((l) => l.id.startsWith('wm-2-'))).toBe(true);
    expect(Object.keys(map.getStyle()!.sources)).toEqual(['wm-src-2']);
  });

  it('hides disabled layers and shows enabled ones', () => {
    const map = fakeMap();
    const { built, order } = buildMapLayers([layer(1), layer(2)], 'http://x');
    replaceDataLayers(map, built, order);
    applyVisibility(map, built, (id) => id === 2);
    const visibility = Object.fromEntries(
      map.layers.map((l) => [l.id, (l.layout as { visibility?: string }).visibility]),
    );
    expect(visibility['wm-1-style-0']).toBe('none');
    expect(visibility['wm-1-label-0']).toBe('none');
    expect(visibility['wm-2-style-0']).toBe('visible');
  });

  it('takes off the layers and sources it has, and nothing once the map is gone', () => {
    const map = fakeMap();
    map.addSource('draft', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer({ id: 'draft-line', type: 'line', source: 'draft' });
    removeFromMap(map, ['draft-point', 'draft-line'], ['draft']);
    expect(map.getStyle()).toEqual({ layers: [], sources: {} });

    // MapLibre's removed map throws on any style call.
    const gone = {
      ...fakeMap(),
      getLayer: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'getLayer')");
      },
    };
    expect(() => removeFromMap(gone, ['draft-line'], ['draft'])).not.toThrow();
  });
});
