import { describe, expect, it } from 'vitest';
import {
  availableModes,
  classificationColour,
  colourPoints,
  elevationColour,
  intensityColour,
  rampColour,
  rgbChannel,
  rgbMaxOf,
  robustRange,
  type PointAttributes,
} from './colourModes.js';

const points = (over: Partial<PointAttributes> = {}): PointAttributes => ({
  count: 2,
  elevation: Float32Array.from([10, 20]),
  rgb: Uint16Array.from([65535, 0, 0, 0, 32896, 65535]),
  intensity: Uint16Array.from([0, 1000]),
  classification: Uint8Array.from([2, 10]),
  ...over,
});

const RANGES = { elevation: [10, 20] as const, intensity: [0, 1000] as const, rgbMax: 65535 };

describe('colour modes', () => {
  it('ramps elevation from the lowest to the highest point, clamped outside', () => {
    expect(rampColour(0)).toEqual([68, 1, 84]);
    expect(rampColour(1)).toEqual([253, 231, 37]);
    expect(elevationColour(10, [10, 20])).toEqual(rampColour(0));
    expect(elevationColour(25, [10, 20])).toEqual(rampColour(1));
    expect(elevationColour(-5, [10, 20])).toEqual(rampColour(0));
    expect(elevationColour(15, [10, 20])).toEqual(rampColour(0.5));
    expect(rampColour(Number.NaN)).toEqual(rampColour(0));
  });

  it('greys intensity between the range, and a flat range is mid grey', () => {
    expect(intensityColour(0, [0, 1000])).toEqual([0, 0, 0]);
    expect(intensityColour(500, [0, 1000])).toEqual([128, 128, 128]);
    expect(intensityColour(4000, [0, 1000])).toEqual([255, 255, 255]);
    expect(intensityColour(7, [7, 7])).toEqual([128, 128, 128]);
  });

  it('colours the ASPRS classes, ground brown, rail orange, unknown ones light grey', () => {
    expect(classificationColour(2)).toEqual([166, 118, 72]);
    expect(classificationColour(10)).toEqual([255, 112, 67]);
    expect(classificationColour(6)).toEqual([229, 57, 53]);
    expect(classificationColour(77)).toEqual([240, 240, 240]);
  });

  it('reads 16-bit colours as LAS says and 8-bit ones as files in the wild store them', () => {
    expect(rgbMaxOf(Uint16Array.from([0, 255, 12]))).toBe(255);
    expect(rgbMaxOf(Uint16Array.from([0, 256, 12]))).toBe(65535);
    expect(rgbChannel(65535, 65535)).toBe(255);
    expect(rgbChannel(32896, 65535)).toBe(128);
    expect(rgbChannel(255, 255)).toBe(255);
  });

  it('fills three bytes a point in each mode', () => {
    const out = new Uint8Array(6);
    colourPoints('rgb', points(), RANGES, out);
    expect([...out]).toEqual([255, 0, 0, 0, 128, 255]);
    colourPoints('intensity', points(), RANGES, out);
    expect([...out]).toEqual([0, 0, 0, 255, 255, 255]);
    colourPoints('classification', points(), RANGES, out);
    expect([...out]).toEqual([166, 118, 72, 255, 112, 67]);
    colourPoints('elevation', points(), RANGES, out);
    expect([...out]).toEqual([...rampColour(0), ...rampColour(1)]);
  });

  it('falls back to elevation when a mode has no values', () => {
    const out = new Uint8Array(6);
    colourPoints('rgb', points({ rgb: null }), RANGES, out);
    expect([...out]).toEqual([...rampColour(0), ...rampColour(1)]);
  });

  it('offers only the modes the points carry, elevation always', () => {
    expect(availableModes(points())).toEqual(['rgb', 'intensity', 'elevation', 'classification']);
    expect(availableModes(points({ rgb: null, classification: null }))).toEqual([
      'intensity',
      'elevation',
    ]);
  });

  it('takes the 2nd to 98th percentile as the usual range', () => {
    const values = Uint16Array.from({ length: 100 }, (_v, i) => i);
    values[99] = 60000;
    expect(robustRange(values)).toEqual([2, 98]);
    expect(robustRange([])).toEqual([0, 1]);
  });
});
