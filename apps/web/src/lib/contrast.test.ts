import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  flatten,
  luminance,
  meetsContrast,
  readableShade,
  textOn,
} from './contrast.js';

describe('contrast', () => {
  it('gives the relative luminance of WCAG 2.1', () => {
    expect(luminance('#ffffff')).toBe(1);
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#808080')).toBeCloseTo(0.2159, 4);
    expect(luminance('rgb(255, 0, 0)')).toBeCloseTo(0.2126, 4);
  });

  it('gives the known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The usual AA borderline greys: #767676 passes on white, #777777 does not.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // The spec's primary on white: the 2.8:1 axe-core reported.
    expect(contrastRatio('#4caf50', '#ffffff')).toBeCloseTo(2.78, 2);
    expect(contrastRatio('#3f51b5', '#ffffff')).toBeCloseTo(6.87, 2);
    // Symmetric, and other notations read alike.
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
    expect(contrastRatio('#fff', 'rgb(0, 0, 0)')).toBe(21);
    expect(contrastRatio('hsl(0, 0%, 0%)', '#fff')).toBe(21);
  });

  it('lays a translucent foreground over the background', () => {
    // MUI's body text, 87 % black, shows on white as #212121: 16.1:1.
    expect(contrastRatio('rgba(0, 0, 0, 0.87)', '#ffffff')).toBeCloseTo(16.1, 1);
    expect(contrastRatio('#212121', '#ffffff')).toBeCloseTo(16.1, 1);
    expect(flatten('rgba(0, 0, 0, 0.5)', '#ffffff')).toBe('#808080');
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#ffffff')).toBe(1);
  });

  it('says whether a pair meets AA', () => {
    expect(meetsContrast('#767676', '#ffffff')).toBe(true);
    expect(meetsContrast('#777777', '#ffffff')).toBe(false);
    expect(meetsContrast('#777777', '#ffffff', 3)).toBe(true);
  });

  it('keeps a colour that already reads', () => {
    expect(readableShade('#3f51b5', ['#ffffff'])).toBe('#3f51b5');
    expect(readableShade('#4caf50', ['#121212'])).toBe('#4caf50');
  });

  it('darkens on light backgrounds, just enough', () => {
    const shade = readableShade('#4caf50', ['#ffffff']);
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(4.7);
    expect(luminance(shade)).toBeLessThan(luminance('#4caf50'));
    // Still green: the green channel leads.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(shade.slice(i, i + 2), 16));
    expect(g).toBeGreaterThan(r!);
    expect(g).toBeGreaterThan(b!);
  });

  it('lightens on dark backgrounds and meets every background given', () => {
    const shade = readableShade('#1a237e', ['#121212', '#1e1e1e']);
    expect(contrastRatio(shade, '#121212')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, '#1e1e1e')).toBeGreaterThanOrEqual(4.5);
    expect(luminance(shade)).toBeGreaterThan(luminance('#1a237e'));
    const yellow = readableShade('#ffeb3b', ['#ffffff', '#f5f5f5']);
    expect(contrastRatio(yellow, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
  });

  it('picks black or white text for a fill, at least 4.5:1 either way', () => {
    expect(textOn('#4caf50')).toBe('#000000');
    expect(textOn('#3f51b5')).toBe('#ffffff');
    for (const fill of ['#777777', '#4caf50', '#ff0000', '#0000ff', '#ffeb3b', '#767676']) {
      expect(contrastRatio(textOn(fill), fill)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
