import { describe, expect, it } from 'vitest';
import {
  clampTransform,
  fitTransform,
  isZoomed,
  panBy,
  scaleLimits,
  wheelFactor,
  zoomAt,
} from './zoomPan.js';

const BOX = { width: 400, height: 300 };
const IMAGE = { width: 800, height: 400 };

describe('zoom and pan', () => {
  it('fits and centres the image, never enlarging a small one', () => {
    expect(fitTransform(BOX, IMAGE)).toEqual({ scale: 0.5, x: 0, y: 50 });
    expect(fitTransform(BOX, { width: 100, height: 100 })).toEqual({ scale: 1, x: 150, y: 100 });
  });

  it('zooms about the pointer: the image point under it stays there', () => {
    const fitted = fitTransform(BOX, IMAGE);
    const point = { x: 100, y: 150 };
    const zoomed = zoomAt(fitted, 2, point, BOX, IMAGE);
    expect(zoomed.scale).toBe(1);
    const before = (point.x - fitted.x) / fitted.scale;
    const after = (point.x - zoomed.x) / zoomed.scale;
    expect(after).toBeCloseTo(before, 6);
    expect(isZoomed(zoomed, BOX, IMAGE)).toBe(true);
  });

  it('keeps the scale between fitted and its limit', () => {
    const fitted = fitTransform(BOX, IMAGE);
    expect(zoomAt(fitted, 0.1, { x: 0, y: 0 }, BOX, IMAGE)).toEqual(fitted);
    const { max } = scaleLimits(BOX, IMAGE);
    expect(zoomAt(fitted, 1000, { x: 200, y: 150 }, BOX, IMAGE).scale).toBe(max);
  });

  it('pans a zoomed image but never past its edges, and centres what is smaller than the box', () => {
    const zoomed = zoomAt(fitTransform(BOX, IMAGE), 2, { x: 200, y: 150 }, BOX, IMAGE);
    expect(panBy(zoomed, 10_000, 10_000, BOX, IMAGE)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(panBy(zoomed, -10_000, -10_000, BOX, IMAGE)).toEqual({ scale: 1, x: -400, y: -100 });
    expect(clampTransform({ scale: 0.5, x: 99, y: 99 }, BOX, IMAGE)).toEqual({
      scale: 0.5,
      x: 0,
      y: 50,
    });
  });

  it('turns wheel steps into zoom factors, in and out alike', () => {
    expect(wheelFactor(-100, 0)).toBeGreaterThan(1);
    expect(wheelFactor(100, 0)).toBeLessThan(1);
    expect(wheelFactor(100, 0) * wheelFactor(-100, 0)).toBeCloseTo(1, 10);
    expect(wheelFactor(3, 1)).toBeCloseTo(wheelFactor(48, 0), 10);
  });
});
