import type { StyleLayer } from './layer.schema.js';

/**
 * Layer style and label templates of spec section 9, as MapLibre style layers without `source`
 * and `source-layer` (the viewer sets those for each layer). Shared by the map viewer, which
 * draws layers whose style or label is empty with the defaults, and the layer form's template
 * menus.
 */

/** CAD style properties written by the ingest: the product name, then '__ogr_style__'. */
export const CAD_STYLE_PREFIX = 'waymark__ogr_style__';

export const CAD_STYLE_PROPERTIES = {
  penColor: `${CAD_STYLE_PREFIX}pen_color`,
  penWidth: `${CAD_STYLE_PREFIX}pen_width`,
  brushColor: `${CAD_STYLE_PREFIX}brush_color`,
  labelText: `${CAD_STYLE_PREFIX}label_text`,
  labelColor: `${CAD_STYLE_PREFIX}label_fg_color`,
  labelAngle: `${CAD_STYLE_PREFIX}label_angle`,
  labelPosition: `${CAD_STYLE_PREFIX}label_position`,
} as const;

// Vector tiles may tag multi-part geometries as such; both spellings count.
const isPolygon = ['match', ['geometry-type'], ['Polygon', 'MultiPolygon'], true, false];
const isLine = ['match', ['geometry-type'], ['LineString', 'MultiLineString'], true, false];
const isPoint = ['match', ['geometry-type'], ['Point', 'MultiPoint'], true, false];

/** Circle radius 1 at zoom 10 growing to 5 at zoom 20. */
const circleRadiusByZoom = ['interpolate', ['linear'], ['zoom'], 10, 1, 20, 5];

/** Default layer style (three rules): polygon fill, line, point circle. */
export const DEFAULT_LAYER_STYLE: readonly StyleLayer[] = [
  {
    type: 'fill',
    filter: isPolygon,
    paint: { 'fill-color': '#777777', 'fill-outline-color': '#000000', 'fill-opacity': 0.85 },
  },
  {
    type: 'line',
    filter: isLine,
    paint: { 'line-color': '#000000' },
  },
  {
    type: 'circle',
    filter: isPoint,
    paint: {
      'circle-color': '#777777',
      'circle-stroke-color': '#000000',
      'circle-stroke-width': 1,
      'circle-radius': circleRadiusByZoom,
      'circle-opacity': 0.85,
    },
  },
];

/** Default label: the 'label' property, 14 black on a white halo, under the point, zoom 12+. */
export const DEFAULT_LAYER_LABEL: readonly StyleLayer[] = [
  {
    type: 'symbol',
    minzoom: 12,
    layout: {
      'text-field': ['get', 'label'],
      'text-size': 14,
      'text-anchor': 'bottom',
      'text-offset': [0, 2.5],
      'text-ignore-placement': true,
    },
    paint: { 'text-color': '#000000', 'text-halo-color': '#ffffff', 'text-halo-width': 1 },
  },
];

/** The feature's 'color' property where it is a colour, else the fallback. */
const colourProperty = (fallback: string) => ['to-color', ['get', 'color'], fallback];

const ATTRIBUTE_BASED_STYLE: readonly StyleLayer[] = [
  {
    type: 'fill',
    filter: isPolygon,
    paint: {
      'fill-color': colourProperty('#777777'),
      'fill-outline-color': '#000000',
      'fill-opacity': 0.85,
    },
  },
  {
    type: 'line',
    filter: isLine,
    paint: { 'line-color': colourProperty('#000000') },
  },
  {
    type: 'circle',
    filter: isPoint,
    paint: {
      'circle-color': colourProperty('#777777'),
      'circle-stroke-color': '#000000',
      'circle-stroke-width': 1,
      'circle-radius': circleRadiusByZoom,
      'circle-opacity': 0.85,
    },
  },
];

const P = CAD_STYLE_PROPERTIES;
const penColour = ['to-color', ['get', P.penColor], '#000000'];
// The pen width, default 2. CAD draws lineweights thinner than a pixel as one pixel, and so
// do we: widths in ground units (OGR 'g') are often fractions.
const penWidth = [
  'max',
  1,
  ['case', ['has', P.penWidth], ['to-number', ['get', P.penWidth], 2], 2],
];

const AUTOCAD_STYLE: readonly StyleLayer[] = [
  {
    type: 'fill',
    filter: ['all', isPolygon, ['has', P.brushColor]],
    paint: { 'fill-color': ['to-color', ['get', P.brushColor], '#777777'] },
  },
  {
    type: 'line',
    filter: ['any', isLine, isPolygon],
    paint: { 'line-color': penColour, 'line-width': penWidth },
  },
  {
    // Points that carry a text are drawn by the label template, not as dots.
    type: 'circle',
    filter: ['all', isPoint, ['!', ['has', P.labelText]]],
    paint: { 'circle-color': penColour, 'circle-radius': 2 },
  },
];

/** CAD label position 1–12 → text anchor; anything else is centred. */
export const CAD_LABEL_ANCHORS = [
  'bottom-left',
  'bottom',
  'bottom-right',
  'left',
  'center',
  'right',
  'top-left',
  'top',
  'top-right',
  'bottom-left',
  'bottom',
  'bottom-right',
] as const;

const cadAnchor = [
  'match',
  ['to-number', ['get', P.labelPosition], 0],
  ...CAD_LABEL_ANCHORS.flatMap((anchor, index) => [index + 1, anchor]),
  'center',
];

const AUTOCAD_LABEL: readonly StyleLayer[] = [
  {
    type: 'symbol',
    minzoom: 18,
    filter: ['has', P.labelText],
    layout: {
      'text-field': ['get', P.labelText],
      'text-size': 10,
      'text-anchor': cadAnchor,
      // OGR angles turn anticlockwise, MapLibre's clockwise.
      'text-rotate': ['-', 360, ['to-number', ['get', P.labelAngle], 0]],
      // A drawing's texts turn with the drawing, and all of them are shown.
      'text-rotation-alignment': 'map',
      'text-allow-overlap': true,
    },
    paint: { 'text-color': ['to-color', ['get', P.labelColor], '#000000'] },
  },
];

export interface StyleTemplate {
  id: 'basic' | 'attribute-based' | 'autocad-default';
  name: string;
  layers: readonly StyleLayer[];
}

export const STYLE_TEMPLATES: readonly StyleTemplate[] = [
  { id: 'basic', name: 'Basic', layers: DEFAULT_LAYER_STYLE },
  { id: 'attribute-based', name: 'Attribute Based', layers: ATTRIBUTE_BASED_STYLE },
  { id: 'autocad-default', name: 'AutoCAD Default', layers: AUTOCAD_STYLE },
];

export const LABEL_TEMPLATES: readonly StyleTemplate[] = [
  { id: 'basic', name: 'Basic', layers: DEFAULT_LAYER_LABEL },
  { id: 'autocad-default', name: 'AutoCAD Default', layers: AUTOCAD_LABEL },
];

export const AUTOCAD_LAYER_STYLE = AUTOCAD_STYLE;
export const AUTOCAD_LAYER_LABEL = AUTOCAD_LABEL;
