import type { LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { Feature, FeatureCollection, Point, Polygon } from 'geojson';
import { CORNERS, cornerOf, type Box } from './geometry.js';

/** 2.14: the data extent is an orange box, the selection a black one at 50% opacity. */
export const EXTENT_COLOUR = '#ff9800';
export const SELECTED_COLOUR = '#000000';
export const SELECTED_OPACITY = 0.5;

export const SOURCES = {
  extent: 'bbox-extent',
  selected: 'bbox-selected',
  handles: 'bbox-handles',
} as const;

/** Drawn in this order: the selection under the extent's outline, the handles on top. */
export const BOX_LAYERS: LayerSpecification[] = [
  {
    id: 'bbox-selected-fill',
    type: 'fill',
    source: SOURCES.selected,
    paint: { 'fill-color': SELECTED_COLOUR, 'fill-opacity': SELECTED_OPACITY },
  },
  {
    id: 'bbox-selected-line',
    type: 'line',
    source: SOURCES.selected,
    paint: { 'line-color': SELECTED_COLOUR, 'line-opacity': SELECTED_OPACITY, 'line-width': 3 },
  },
  {
    id: 'bbox-extent-fill',
    type: 'fill',
    source: SOURCES.extent,
    paint: { 'fill-color': EXTENT_COLOUR, 'fill-opacity': 0.08 },
  },
  {
    id: 'bbox-extent-line',
    type: 'line',
    source: SOURCES.extent,
    paint: { 'line-color': EXTENT_COLOUR, 'line-width': 2 },
  },
  {
    id: 'bbox-handles',
    type: 'circle',
    source: SOURCES.handles,
    paint: {
      // A 10 px handle: the ±5 px within which it is caught.
      'circle-radius': 5,
      'circle-color': '#ffffff',
      'circle-stroke-color': SELECTED_COLOUR,
      'circle-stroke-width': 2,
    },
  },
];

const collection = <G extends Polygon | Point>(features: Feature<G>[]): FeatureCollection<G> => ({
  type: 'FeatureCollection',
  features,
});

/** A box as a polygon to draw; nothing for no box. */
export function boxFeatures(box: Box | null): FeatureCollection<Polygon> {
  if (!box) return collection<Polygon>([]);
  const [w, s, e, n] = box;
  return collection([
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [w, s],
            [e, s],
            [e, n],
            [w, n],
            [w, s],
          ],
        ],
      },
    },
  ]);
}

/** The four corner handles of a box; nothing for no box. */
export function handleFeatures(box: Box | null): FeatureCollection<Point> {
  if (!box) return collection<Point>([]);
  return collection(
    CORNERS.map((corner) => ({
      type: 'Feature' as const,
      properties: { corner },
      geometry: { type: 'Point' as const, coordinates: cornerOf(box, corner) },
    })),
  );
}
