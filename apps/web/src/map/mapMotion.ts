import { prefersReducedMotion } from '../lib/reducedMotion.js';

/** A map's options for a user who asked for less motion: labels appear without a fade. */
export function mapMotionOptions(): { fadeDuration?: number } {
  return prefersReducedMotion() ? { fadeDuration: 0 } : {};
}

/** A raster layer's paint for a user who asked for less motion: tiles appear without a fade. */
export function rasterMotionPaint(): { 'raster-fade-duration'?: number } {
  return prefersReducedMotion() ? { 'raster-fade-duration': 0 } : {};
}
