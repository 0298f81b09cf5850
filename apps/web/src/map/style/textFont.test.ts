import { describe, expect, it } from 'vitest';
import { LABEL_FONTS, withFallbackFonts } from './textFont.js';

describe('label fonts', () => {
  it("use the interface's fonts when a style names none", () => {
    expect(withFallbackFonts(undefined)).toEqual([...LABEL_FONTS]);
  });

  it('end with a generic family', () => {
    expect(withFallbackFonts(['Open Sans Regular'])).toEqual(['Open Sans Regular', ...LABEL_FONTS]);
    expect(withFallbackFonts(['Georgia', 'serif'])).toEqual(['Georgia', 'serif']);
  });

  it('leave expressions alone', () => {
    expect(withFallbackFonts(['get', 'font'])).toEqual(['get', 'font']);
    expect(withFallbackFonts(['literal', ['A']])).toEqual(['literal', ['A']]);
  });
});
