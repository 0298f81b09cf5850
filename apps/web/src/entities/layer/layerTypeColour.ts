import { textOn } from '../../lib/contrast.js';

/**
 * The colours of a layer type chip, shared by the layers list and the upload dialog (2.8: vector
 * blue, raster orange, a new layer red); any other type (360° photos, ...) or none is grey.
 */
export const LAYER_TYPE_COLOURS = {
  vector: '#1e88e5',
  raster: '#ef6c00',
  new: '#e53935',
  other: '#757575',
} as const;

/** The chip's text: black or white, whichever reads at 4.5:1 on its colour (white on the
 * spec's blue and orange does not). */
export function layerTypeTextColour(background: string): string {
  return textOn(background);
}

export function layerTypeColour(type: string | null | undefined, isNew = false): string {
  if (isNew) return LAYER_TYPE_COLOURS.new;
  if (type === 'vector') return LAYER_TYPE_COLOURS.vector;
  if (type === 'raster') return LAYER_TYPE_COLOURS.raster;
  return LAYER_TYPE_COLOURS.other;
}
