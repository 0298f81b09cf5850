import type { ExpressionSpecification, LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import { MARKUP_STATUSES, type MarkupCollection } from '@waymark/contract/markup';
import { STATUS_COLOURS } from '../../../entities/markup/markupLook.js';
import { LABEL_FONTS } from '../../../map/style/textFont.js';

/** Every id the markups layer adds to the map's style starts so (never 'wm-': not a data layer). */
export const MARKUPS_PREFIX = 'markups-';
export const POINTS_SOURCE = `${MARKUPS_PREFIX}points`;
export const SHAPES_SOURCE = `${MARKUPS_PREFIX}shapes`;

/** The map's image of a status and a category icon: a disc in the status colour, the icon in white. */
export const imageName = (status: string, icon: string) => `${MARKUPS_PREFIX}${status}-${icon}`;

/** What an image name stands for, if it is one of the markups'. */
export function parseImageName(name: string): { status: string; icon: string } | null {
  const match = /^markups-(open|in_progress|resolved|closed)-([a-z_]+)$/.exec(name);
  return match ? { status: match[1]!, icon: match[2]! } : null;
}

/** Its status's colour, in a style expression. */
export const statusColour = [
  'match',
  ['get', 'status'],
  ...MARKUP_STATUSES.flatMap((status) => [status, STATUS_COLOURS[status]]),
  STATUS_COLOURS.closed,
] as unknown as ExpressionSpecification;

const iconImage: ExpressionSpecification = [
  'concat',
  MARKUPS_PREFIX,
  ['get', 'status'],
  '-',
  ['get', 'icon'],
];

/** The points apart (clustered when dense) from the lines and areas, which never cluster. */
export function splitCollection(collection: MarkupCollection): {
  points: GeoJSON.FeatureCollection;
  shapes: GeoJSON.FeatureCollection;
} {
  const points: GeoJSON.Feature[] = [];
  const shapes: GeoJSON.Feature[] = [];
  for (const feature of collection.features) {
    (feature.geometry.type === 'Point' ? points : shapes).push(feature as GeoJSON.Feature);
  }
  return {
    points: { type: 'FeatureCollection', features: points },
    shapes: { type: 'FeatureCollection', features: shapes },
  };
}

/** The layer ids a click or a hover on a markup is looked for in. */
export const CLICKABLE = [
  `${MARKUPS_PREFIX}clusters`,
  `${MARKUPS_PREFIX}points-icon`,
  `${MARKUPS_PREFIX}points-circle`,
  `${MARKUPS_PREFIX}shapes-fill`,
  `${MARKUPS_PREFIX}shapes-line`,
  `${MARKUPS_PREFIX}shapes-icon`,
  `${MARKUPS_PREFIX}lines-icon`,
];

/** The style layers of the markups: areas, lines, their icons, clusters, points; the one open ringed. */
export function markupLayers(selected: number | null): LayerSpecification[] {
  const isSelected: ExpressionSpecification = ['==', ['id'], selected ?? -1];
  return [
    {
      id: `${MARKUPS_PREFIX}shapes-fill`,
      type: 'fill',
      source: SHAPES_SOURCE,
      filter: ['==', ['geometry-type'], 'Polygon'],
      paint: { 'fill-color': statusColour, 'fill-opacity': 0.18 },
    },
    {
      id: `${MARKUPS_PREFIX}shapes-casing`,
      type: 'line',
      source: SHAPES_SOURCE,
      paint: {
        'line-color': ['case', isSelected, '#1565c0', '#ffffff'],
        'line-width': ['case', isSelected, 9, 6],
      },
    },
    {
      id: `${MARKUPS_PREFIX}shapes-line`,
      type: 'line',
      source: SHAPES_SOURCE,
      paint: { 'line-color': statusColour, 'line-width': 3.5 },
    },
    {
      // An area's icon at its middle, a line's halfway along it.
      id: `${MARKUPS_PREFIX}shapes-icon`,
      type: 'symbol',
      source: SHAPES_SOURCE,
      filter: ['==', ['geometry-type'], 'Polygon'],
      layout: {
        'symbol-placement': 'point',
        'icon-image': iconImage,
        'icon-size': 1,
        'icon-allow-overlap': true,
      },
    },
    {
      id: `${MARKUPS_PREFIX}lines-icon`,
      type: 'symbol',
      source: SHAPES_SOURCE,
      filter: ['==', ['geometry-type'], 'LineString'],
      layout: {
        'symbol-placement': 'line-center',
        'icon-image': iconImage,
        'icon-size': 1,
        'icon-allow-overlap': true,
        'icon-rotation-alignment': 'viewport',
      },
    },
    {
      id: `${MARKUPS_PREFIX}clusters`,
      type: 'circle',
      source: POINTS_SOURCE,
      filter: ['has', 'point_count'],
      paint: {
        // Red while any of them is open.
        'circle-color': ['case', ['>', ['get', 'open'], 0], STATUS_COLOURS.open, '#455a64'],
        'circle-radius': ['step', ['get', 'point_count'], 14, 10, 18, 50, 23],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    },
    {
      id: `${MARKUPS_PREFIX}cluster-count`,
      type: 'symbol',
      source: POINTS_SOURCE,
      filter: ['has', 'point_count'],
      layout: {
        'text-field': ['get', 'point_count_abbreviated'],
        'text-font': [...LABEL_FONTS],
        'text-size': 12,
        'text-allow-overlap': true,
      },
      paint: { 'text-color': '#ffffff' },
    },
    {
      id: `${MARKUPS_PREFIX}selected`,
      type: 'circle',
      source: POINTS_SOURCE,
      filter: ['all', ['!', ['has', 'point_count']], isSelected],
      paint: {
        'circle-radius': 17,
        'circle-color': 'rgba(0,0,0,0)',
        'circle-stroke-color': '#1565c0',
        'circle-stroke-width': 3,
      },
    },
    {
      // Under the icon: what a print shows too (a printed map has no runtime images).
      id: `${MARKUPS_PREFIX}points-circle`,
      type: 'circle',
      source: POINTS_SOURCE,
      filter: ['!', ['has', 'point_count']],
      paint: {
        'circle-color': statusColour,
        'circle-radius': 11,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    },
    {
      id: `${MARKUPS_PREFIX}points-icon`,
      type: 'symbol',
      source: POINTS_SOURCE,
      filter: ['!', ['has', 'point_count']],
      layout: {
        'icon-image': iconImage,
        'icon-size': 1,
        'icon-allow-overlap': true,
        'icon-ignore-placement': true,
      },
    },
  ];
}

/** What a cluster adds up of its markups: how many are open (it is drawn red then). */
export const CLUSTER_PROPERTIES = {
  open: ['+', ['case', ['==', ['get', 'status'], 'open'], 1, 0]],
} as const;
