import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.js';

describe('CSV', () => {
  it('quotes a field only where it must, doubling its quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('writes numbers as they are and empty cells for null or non-finite numbers', () => {
    expect(csvField(-1999.5)).toBe('-1999.5');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('keeps a text that looks like a formula from running in a spreadsheet', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-2 m')).toBe("'-2 m");
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(
      toCsv([
        ['quantity', 'value'],
        ['cut_m3', 2000],
      ]),
    ).toBe('quantity,value\r\ncut_m3,2000\r\n');
  });
});
