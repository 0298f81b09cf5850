import {
  AUTOCAD_LAYER_LABEL,
  AUTOCAD_LAYER_STYLE,
  CAD_STYLE_PREFIX,
  DEFAULT_LAYER_LABEL,
  DEFAULT_LAYER_STYLE,
  type LayerRead,
  type StyleLayer,
} from '@waymark/contract';

type StyledLayer = Pick<LayerRead, 'type' | 'style' | 'label' | 'attributes'>;

/** 360° photos: a point each, drawn as a circle that stands out from survey data. */
export const PHOTO_LAYER_STYLE: readonly StyleLayer[] = [
  {
    type: 'circle',
    paint: {
      'circle-color': '#ff7043',
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 4, 4, 16, 8],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  },
];

export const RASTER_LAYER_STYLE: readonly StyleLayer[] = [{ type: 'raster' }];

/**
 * A CAD drawing's features carry their pen and label style as waymark__ogr_style__ properties;
 * such a layer without a style of its own is drawn with the AutoCAD Default templates, so that
 * it looks as drawn rather than all grey.
 */
export function isCadLayer(layer: Pick<LayerRead, 'attributes'>): boolean {
  return layer.attributes.some((name) => name.startsWith(CAD_STYLE_PREFIX));
}

function own(entries: readonly unknown[] | null): readonly StyleLayer[] | null {
  return entries && entries.length > 0 ? (entries as StyleLayer[]) : null;
}

/** The layer's own style, or the default for its kind when it has none (section 9). */
export function styleOf(layer: StyledLayer): readonly StyleLayer[] {
  if (layer.type === 'raster') return own(layer.style) ?? RASTER_LAYER_STYLE;
  if (layer.type === 'photo') return own(layer.style) ?? PHOTO_LAYER_STYLE;
  return own(layer.style) ?? (isCadLayer(layer) ? AUTOCAD_LAYER_STYLE : DEFAULT_LAYER_STYLE);
}

/** The layer's own label, or the default label (rasters have none). */
export function labelOf(layer: StyledLayer): readonly StyleLayer[] {
  if (layer.type === 'raster') return [];
  return own(layer.label) ?? (isCadLayer(layer) ? AUTOCAD_LAYER_LABEL : DEFAULT_LAYER_LABEL);
}
