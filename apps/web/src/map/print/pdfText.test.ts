import { describe, expect, it } from 'vitest';
import { pdfText } from './pdfText.js';

describe('text on the page', () => {
  it('keeps Latin-1 (French, Irish) and plains typographic quotes and dashes', () => {
    expect(pdfText('Colour from “type” – Léarscáil … ’')).toBe(
      'Colour from "type" - Léarscáil ... \'',
    );
    expect(pdfText('Карта 20°')).toBe('????? 20°');
    // French numbers' narrow spaces and the minus sign of a negative volume.
    expect(pdfText('\u22121\u202f350,3 m³')).toBe('-1 350,3 m³');
  });
});
