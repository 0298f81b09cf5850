/**
 * Whether the user asked their system for less motion (WCAG 2.3.3): the map then jumps rather
 * than flies (MapLibre's own reading), draws tiles and labels without fading them in, and the
 * screens open and close without transitions. Read when something is made, not followed after.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** A map's options for a user who asked for less motion: labels appear without a fade. */
export function mapMotionOptions(): { fadeDuration?: number } {
  return prefersReducedMotion() ? { fadeDuration: 0 } : {};
}

/** A raster layer's paint for a user who asked for less motion: tiles appear without a fade. */
export function rasterMotionPaint(): { 'raster-fade-duration'?: number } {
  return prefersReducedMotion() ? { 'raster-fade-duration': 0 } : {};
}
