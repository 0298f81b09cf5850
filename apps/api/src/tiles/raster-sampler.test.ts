import { describe, expect, it } from 'vitest';
import { percentileStretch } from './cog-pixels.js';
import { paintWindow, TILE_SIZE } from './raster-sampler.js';

/** A 2×1 window: a red opaque pixel beside a transparent black one. */
const window = () => ({
  x0: 0,
  y0: 0,
  width: 2,
  height: 1,
  rgba: Uint8Array.from([255, 0, 0, 255, 0, 0, 0, 0]),
});

/** Output pixel (0, 0) sampled at level x = 1.0 (between the two pixel centres), y at the centre. */
const between = { startX: 1, stepX: 1, startY: 0.5, stepY: 1, px0: 0, px1: 1, py0: 0, py1: 1 };

describe('raster sampler', () => {
  it('never bleeds the colour of no-data into the edge (premultiplied bilinear)', () => {
    const canvas = new Uint8ClampedArray(TILE_SIZE * TILE_SIZE * 4);
    expect(paintWindow(canvas, window(), between, false)).toBe(true);
    expect([...canvas.subarray(0, 4)]).toEqual([255, 0, 0, 128]);
  });

  it('keeps categories exact with nearest sampling, and leaves no-data transparent', () => {
    const canvas = new Uint8ClampedArray(TILE_SIZE * TILE_SIZE * 4);
    const onTransparent = { ...between, startX: 1.6 };
    expect(paintWindow(canvas, window(), onTransparent, true)).toBe(false);
    expect(canvas[3]).toBe(0);
    expect(paintWindow(canvas, window(), { ...between, startX: 0.5 }, true)).toBe(true);
    expect([...canvas.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
  });

  it('draws later rasters over earlier ones', () => {
    const canvas = new Uint8ClampedArray(TILE_SIZE * TILE_SIZE * 4);
    canvas.set([0, 0, 255, 255]);
    const halfGreen = {
      x0: 0,
      y0: 0,
      width: 1,
      height: 1,
      rgba: Uint8Array.from([0, 255, 0, 128]),
    };
    paintWindow(canvas, halfGreen, { ...between, startX: 0.5 }, true);
    expect([...canvas.subarray(0, 4)]).toEqual([0, 128, 127, 255]);
  });

  it('stretches between the 2nd and 98th percentile, ignoring outliers', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 + i);
    values[0] = -9999;
    values[99] = 1e6;
    expect(percentileStretch(values)).toEqual({ min: 102, max: 198 });
    expect(percentileStretch([5, 5, 5])).toEqual({ min: 5, max: 6 });
    expect(percentileStretch([])).toBeNull();
  });
});
