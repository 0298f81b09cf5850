import type { StyleSpecification } from 'maplibre-gl';
import type { BackgroundParts } from '../../map/background/backgroundStyle.js';
import type { BasemapConfig, BasemapSource } from '../../map/background/basemapConfig.js';

export type MinimapKind = 'satellite' | 'street';

/** The map's minimap setting (section 3: 'satellite-layer' or 'street-layer'); none otherwise. */
export function minimapKind(setting: string | null | undefined): MinimapKind | null {
  if (setting === 'satellite-layer') return 'satellite';
  if (setting === 'street-layer') return 'street';
  return null;
}

/** The basemap the minimap draws: the configured one of its kind, else none (offline map). */
export function minimapBasemap(kind: MinimapKind, config: BasemapConfig): BasemapSource | null {
  return config[kind] ?? null;
}

/** How many zoom levels the overview stays below the main map. */
export const MINIMAP_ZOOM_OFFSET = 4;

/** The overview's zoom for the main map's zoom. */
export function minimapZoom(zoom: number): number {
  return Math.max(0, zoom - MINIMAP_ZOOM_OFFSET);
}

/**
 * The main map's view as a closed ring from the four corners of its canvas (top-left, top-right,
 * bottom-right, bottom-left), so that a rotated view shows rotated.
 */
export function viewRing(corners: readonly [number, number][]): GeoJSON.Feature<GeoJSON.Polygon> {
  const ring = corners.map(([lng, lat]): [number, number] => [lng, lat]);
  const first = ring[0];
  return {
    type: 'Feature',
    properties: {},
    geometry: { type: 'Polygon', coordinates: [first ? [...ring, first] : ring] },
  };
}

export const VIEW_SOURCE = 'minimap-view';

/** The overview's style: its background and the box of the main map's view on top. */
export function minimapStyle(background: BackgroundParts): StyleSpecification {
  return {
    version: 8,
    sources: {
      ...background.sources,
      [VIEW_SOURCE]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
    },
    layers: [
      ...background.layers,
      {
        id: `${VIEW_SOURCE}-fill`,
        type: 'fill',
        source: VIEW_SOURCE,
        paint: { 'fill-color': '#d32f2f', 'fill-opacity': 0.15 },
      },
      {
        id: `${VIEW_SOURCE}-line`,
        type: 'line',
        source: VIEW_SOURCE,
        paint: { 'line-color': '#d32f2f', 'line-width': 2 },
      },
    ],
  };
}
