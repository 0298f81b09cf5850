import type { LayerSpecification, SourceSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { BasemapSource } from './basemapConfig.js';
import type { NaturalEarth } from './naturalEarth.js';
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

/** The offline background: land on water, coastlines and dashed country borders. */
export function offlineBackground(data: NaturalEarth | null): BackgroundParts {
  if (!data) return { sources: {}, layers: [WATER_LAYER] };
  const geojson = (value: unknown, attribution?: string): SourceSpecification =>
    ({
      type: 'geojson',
      data: value,
      ...(attribution ? { attribution } : {}),
    }) as SourceSpecification;
  return {
    sources: {
      [`${BACKGROUND_PREFIX}land`]: geojson(data.land, NATURAL_EARTH_CREDIT),
      [`${BACKGROUND_PREFIX}coast`]: geojson(data.coast),
      [`${BACKGROUND_PREFIX}borders`]: geojson(data.borders),
    },
    layers: [
      WATER_LAYER,
      {
        id: `${BACKGROUND_PREFIX}land`,
        type: 'fill',
        source: `${BACKGROUND_PREFIX}land`,
        paint: { 'fill-color': OFFLINE_COLOURS.land, 'fill-antialias': true },
      },
      {
        id: `${BACKGROUND_PREFIX}coast`,
        type: 'line',
        source: `${BACKGROUND_PREFIX}coast`,
        layout: { 'line-join': 'round' },
        paint: { 'line-color': OFFLINE_COLOURS.coast, 'line-width': widthByZoom(0.6, 1.6) },
      },
      {
        id: `${BACKGROUND_PREFIX}borders`,
        type: 'line',
        source: `${BACKGROUND_PREFIX}borders`,
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
