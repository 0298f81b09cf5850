import { describe, expect, it } from 'vitest';
import { viewerLayer } from '../test/layers.js';
import { preferReducedMotion } from '../test/reducedMotion.js';
import { rasterBackground } from '../map/background/backgroundStyle.js';
import { mapMotionOptions, rasterMotionPaint } from './reducedMotion.js';
import { buildLayer } from '../map/style/buildLayerStyle.js';

const RASTER = viewerLayer({
  id: 3,
  type: 'raster',
  style: [{ type: 'raster', paint: { 'raster-fade-duration': 500, 'raster-opacity': 0.8 } }],
  extent: [-79, 23.5, -76.5, 25.6],
});

const fadeOf = (paint: unknown) => (paint as Record<string, unknown>)['raster-fade-duration'];

describe('the map for a user who asked for less motion', () => {
  it('shows labels and tiles without fading them in, whatever the style says', () => {
    preferReducedMotion(true);
    expect(mapMotionOptions()).toEqual({ fadeDuration: 0 });
    expect(rasterMotionPaint()).toEqual({ 'raster-fade-duration': 0 });
    const built = buildLayer(RASTER, 'http://localhost')!;
    expect(built.styles[0]?.paint).toEqual({ 'raster-fade-duration': 0, 'raster-opacity': 0.8 });
    const background = rasterBackground('street', { tiles: ['http://tiles/{z}/{x}/{y}.png'] });
    expect(fadeOf(background.layers[1]?.paint)).toBe(0);
  });

  it("keeps MapLibre's fades, and the style's own, for everyone else", () => {
    preferReducedMotion(false);
    expect(mapMotionOptions()).toEqual({});
    const built = buildLayer(RASTER, 'http://localhost')!;
    expect(fadeOf(built.styles[0]?.paint)).toBe(500);
    const background = rasterBackground('street', { tiles: ['http://tiles/{z}/{x}/{y}.png'] });
    expect(fadeOf(background.layers[1]?.paint)).toBeUndefined();
  });
});
