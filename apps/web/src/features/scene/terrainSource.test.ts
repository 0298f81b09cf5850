import { describe, expect, it } from 'vitest';
import { terrainLayerOf, terrainSource, type TerrainLayer } from './terrainSource.js';

const layer = (id: number, values: Partial<TerrainLayer> = {}): TerrainLayer => ({
  id,
  name: `Layer ${id}`,
  type: 'raster',
  raster_kind: 'elevation',
  status: 'ready',
  zoom_min: 0,
  zoom_max: 22,
  ...values,
});

describe('the terrain of the 3D view', () => {
  it('stands on the top DTM that is on and ready, not on images or changes', () => {
    const lower = layer(1);
    const upper = layer(2);
    expect(terrainLayerOf([lower, upper])).toBe(upper);
    expect(terrainLayerOf([lower, upper, layer(3, { raster_kind: 'image' })])).toBe(upper);
    expect(terrainLayerOf([lower, layer(4, { raster_kind: 'difference' })])).toBe(lower);
    expect(terrainLayerOf([lower, layer(5, { status: 'processing' })])).toBe(lower);
    expect(terrainLayerOf([layer(6, { type: 'vector', raster_kind: null })])).toBeNull();
    expect(terrainLayerOf([])).toBeNull();
  });

  it('stands on the DTM the map names while it is on, else on the top one', () => {
    const site = layer(1);
    const patch = layer(2);
    expect(terrainLayerOf([site, patch], 1)).toBe(site);
    expect(terrainLayerOf([patch], 1)).toBe(patch);
    expect(terrainLayerOf([site, layer(3, { raster_kind: 'image' })], 3)).toBe(site);
  });

  it("asks the server for the DTM's terrain-RGB tiles in its zoom range, everywhere", () => {
    const source = terrainSource(layer(7, { zoom_min: 10 }), 'https://maps.example', '2023-07-21');
    expect(source).toEqual({
      type: 'raster-dem',
      tiles: ['https://maps.example/api/tiles/layers/7/terrain/{z}/{x}/{y}.png?date=2023-07-21'],
      tileSize: 256,
      encoding: 'mapbox',
      minzoom: 10,
      maxzoom: 17,
    });
    expect(terrainSource(layer(8), 'https://maps.example', null).tiles).toEqual([
      'https://maps.example/api/tiles/layers/8/terrain/{z}/{x}/{y}.png',
    ]);
  });
});
