import { describe, expect, it } from 'vitest';
import { availableBackgrounds, resolveBackground, storeBackground } from './backgroundChoice.js';
import { readBasemapConfig } from './basemapConfig.js';
import { offlineBackground, rasterBackground } from './backgroundStyle.js';

const STREET = { tiles: ['https://tiles.example.com/{z}/{x}/{y}.png'], attribution: '© OSM' };

describe('basemap configuration', () => {
  it('offers no street or satellite map without configuration', () => {
    expect(readBasemapConfig(undefined, {})).toEqual({});
    expect(availableBackgrounds({})).toEqual(['offline']);
  });

  it('reads the runtime configuration, else the build', () => {
    expect(readBasemapConfig({ basemaps: { street: STREET } }, {})).toEqual({
      street: { ...STREET, tileSize: 256 },
    });
    const fromBuild = readBasemapConfig(undefined, {
      VITE_SATELLITE_TILES: 'https://a.example/{z}/{x}/{y}.jpg https://b.example/{z}/{x}/{y}.jpg',
    });
    expect(fromBuild.satellite?.tiles).toHaveLength(2);
    expect(availableBackgrounds(fromBuild)).toEqual(['offline', 'satellite']);
  });

  it('ignores tile URLs that are not web addresses', () => {
    expect(
      readBasemapConfig({ basemaps: { street: { tiles: ['javascript:x', 42] } } }, {}),
    ).toEqual({});
  });
});

describe('background choice', () => {
  it('draws what the map asks for when it is on offer, else the offline map', () => {
    const all = ['offline', 'street', 'satellite'] as const;
    expect(resolveBackground('street', all)).toBe('street');
    expect(resolveBackground('1', all)).toBe('street');
    expect(resolveBackground('satellite', all)).toBe('satellite');
    expect(resolveBackground('street', ['offline'])).toBe('offline');
    expect(resolveBackground(null, all)).toBe('offline');
  });

  it('is remembered per map under bg_layer<mapId>', () => {
    storeBackground(3, 'satellite');
    expect(localStorage.getItem('bg_layer3')).toBe('satellite');
  });
});

describe('background style', () => {
  it('is water alone until the Natural Earth data is there', () => {
    expect(offlineBackground(null).layers.map((l) => l.id)).toEqual(['bg-water']);
  });

  it('credits Natural Earth and draws land, coast and borders', () => {
    const parts = offlineBackground('pmtiles://natural-earth-50m');
    expect(parts.layers.map((l) => l.id)).toEqual([
      'bg-water',
      'bg-land',
      'bg-coast',
      'bg-borders',
    ]);
    expect(parts.sources['bg-natural-earth']).toMatchObject({
      type: 'vector',
      url: 'pmtiles://natural-earth-50m',
    });
    expect(JSON.stringify(parts.sources['bg-natural-earth'])).toContain('Natural Earth');
    expect(parts.layers.slice(1).map((l) => 'source-layer' in l && l['source-layer'])).toEqual([
      'land',
      'coast',
      'borders',
    ]);
  });

  it('draws a configured basemap as raster tiles', () => {
    const parts = rasterBackground('street', { ...STREET, tileSize: 512 });
    expect(parts.sources['bg-street']).toMatchObject({ type: 'raster', tileSize: 512 });
    expect(parts.layers.map((l) => l.id)).toEqual(['bg-water', 'bg-street']);
  });
});
