import type { LayerRead } from '@waymark/contract';
import type { StyleSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { compareStyle } from './compareStyle.js';

const main: StyleSpecification = {
  version: 8,
  sources: {
    osm: { type: 'raster', tiles: ['https://tiles.example/{z}/{x}/{y}.png'] },
    'wm-src-1': { type: 'raster', tiles: ['/api/layers/1/tiles/{z}/{x}/{y}.webp'] },
  },
  layers: [
    { id: 'water', type: 'background', paint: { 'background-color': '#aad' } },
    { id: 'osm', type: 'raster', source: 'osm' },
    { id: 'wm-1-style-0', type: 'raster', source: 'wm-src-1' },
  ],
};

const dsm = {
  id: 2,
  type: 'raster',
  style: [],
  label: [],
  attributes: [],
  sub_layers: [],
  zoom_min: 0,
  zoom_max: 24,
  bounds: null,
  extent: null,
  attribution: '',
} as unknown as LayerRead;

describe('compareStyle', () => {
  it("keeps the main map's background and draws only the chosen layer, of the chosen date", () => {
    const style = compareStyle(main, dsm, '2024-06-11', 'https://waymark.example');
    expect(Object.keys(style.sources)).toEqual(['osm', 'wm-src-2']);
    const source = style.sources['wm-src-2'];
    expect(source && 'tiles' in source ? source.tiles?.[0] : '').toContain('2024-06-11');
    expect(style.layers.map((l) => l.id).slice(0, 2)).toEqual(['water', 'osm']);
    expect(style.layers.some((l) => 'source' in l && l.source === 'wm-src-1')).toBe(false);
    expect(style.layers.some((l) => 'source' in l && l.source === 'wm-src-2')).toBe(true);
  });
});
