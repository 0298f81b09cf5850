import { describe, expect, it } from 'vitest';
import {
  chooseScaleBar,
  lengthLabel,
  metresPerCssPixel,
  roundLength,
  scaleDenominator,
} from './scaleBar.js';

describe('the scale bar of a print', () => {
  it('rounds down to 1, 2 or 5 times a power of ten', () => {
    expect(roundLength(730)).toBe(500);
    expect(roundLength(199)).toBe(100);
    expect(roundLength(200)).toBe(200);
    expect(roundLength(4999)).toBe(2000);
    expect(roundLength(0.37)).toBe(0.2);
    expect(roundLength(12_345)).toBe(10_000);
  });

  it('labels metres, kilometres and centimetres', () => {
    expect(lengthLabel(500)).toBe('500 m');
    expect(lengthLabel(2000)).toBe('2 km');
    expect(lengthLabel(0.5)).toBe('50 cm');
  });

  it('picks the longest round length that fits and gives its length on paper', () => {
    // 12.5 m of ground per mm of paper: 40 mm would be 500 m exactly.
    expect(chooseScaleBar(12.5, 40)).toEqual({ metres: 500, lengthMm: 40, label: '500 m' });
    // 30 m per mm: at most 1200 m, so 1 km, drawn 33.3 mm long.
    const bar = chooseScaleBar(30, 40);
    expect(bar.metres).toBe(1000);
    expect(bar.lengthMm).toBeCloseTo(33.33, 2);
    expect(bar.label).toBe('1 km');
  });

  it('knows the ground size of a pixel in Web Mercator and the scale it makes', () => {
    expect(metresPerCssPixel(0, 0)).toBeCloseTo(78_271.517, 2);
    expect(metresPerCssPixel(1, 60)).toBeCloseTo(78_271.517 / 4, 2);
    expect(scaleDenominator(2.5)).toBe(2500);
    expect(scaleDenominator(12.3456)).toBe(12_300);
  });
});
