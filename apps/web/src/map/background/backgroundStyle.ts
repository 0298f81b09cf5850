import type { LayerSpecification, SourceSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { BasemapSource } from './basemapConfig.js';
import { rasterMotionPaint } from '../../lib/reducedMotion.js';

/** Everything of the background carries this prefix, so that it can be swapped as a whole. */
export const BACKGROUND_PREFIX = 'bg-';

export interface BackgroundParts {
  sources: Record<string, SourceSpecification>;
  layers: LayerSpecification[];
}

export const OFFLINE_COLOURS = {
  water: '#cddfe9',
  land: '#f4f1e8',
  coast: '#8eadc0',
  border: '#b3a596',
} as const;

const NATURAL_EARTH_CREDIT =
  '<a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener">Natural Earth</a>';

/** Water everywhere; drawn at once, before any data has arrived. */
export const WATER_LAYER: LayerSpecification = {
  id: `${BACKGROUND_PREFIX}water`,
  type: 'background',
  paint: { 'background-color': OFFLINE_COLOURS.water },
};

const widthByZoom = (low: number, high: number) => [
  'interpolate',
  ['linear'],
  ['zoom'],
  1,
  low,
  10,
  high,
];

/** The offline background's vector source (Natural Earth, see naturalEarth.ts). */
const NATURAL_EARTH_SOURCE = `${BACKGROUND_PREFIX}natural-earth`;

/**
 * The offline background: land on water, coastlines and dashed country borders, drawn from the
 * Natural Earth archive at `archive` (a pmtiles:// URL; null: not there yet).
 */
export function offlineBackground(archive: string | null): BackgroundParts {
  if (!archive) return { sources: {}, layers: [WATER_LAYER] };
  const from = (layer: string) => ({ source: NATURAL_EARTH_SOURCE, 'source-layer': layer });
  return {
    sources: {
      [NATURAL_EARTH_SOURCE]: { type: 'vector', url: archive, attribution: NATURAL_EARTH_CREDIT },
    },
    layers: [
      WATER_LAYER,
      {
        id: `${BACKGROUND_PREFIX}land`,
        type: 'fill',
        ...from('land'),
        paint: { 'fill-color': OFFLINE_COLOURS.land, 'fill-antialias': true },
      },
      {
        id: `${BACKGROUND_PREFIX}coast`,
        type: 'line',
        ...from('coast'),
        layout: { 'line-join': 'round' },
        paint: { 'line-color': OFFLINE_COLOURS.coast, 'line-width': widthByZoom(0.6, 1.6) },
      },
      {
        id: `${BACKGROUND_PREFIX}borders`,
        type: 'line',
        ...from('borders'),
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': OFFLINE_COLOURS.border,
          'line-width': widthByZoom(0.5, 1.4),
          'line-dasharray': [3, 2],
        },
      },
    ] as LayerSpecification[],
  };
}

/** A configured street or satellite basemap. */
export function rasterBackground(id: string, source: BasemapSource): BackgroundParts {
  const sourceId = `${BACKGROUND_PREFIX}${id}`;
  return {
    sources: {
      [sourceId]: {
        type: 'raster',
        tiles: source.tiles,
        tileSize: source.tileSize ?? 256,
        ...(source.maxzoom !== undefined ? { maxzoom: source.maxzoom } : {}),
        ...(source.attribution ? { attribution: source.attribution } : {}),
      },
    },
    layers: [
      WATER_LAYER,
      { id: sourceId, type: 'raster', source: sourceId, paint: rasterMotionPaint() },
    ],
  };
}
