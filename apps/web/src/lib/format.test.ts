import { describe, expect, it } from 'vitest';
import { formatDate, formatFileSize, formatTime } from './format.js';

describe('formatDate', () => {
  it('writes day/month/year with leading zeros', () => {
    expect(formatDate(new Date(2024, 0, 5, 9, 3))).toBe('05/01/2024');
    expect(formatDate(new Date(1999, 11, 31))).toBe('31/12/1999');
  });

  it('reads ISO strings', () => {
    expect(formatDate('2025-03-09T12:00:00')).toBe('09/03/2025');
  });

  it('gives an empty text for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatTime', () => {
  it('uses a 24-hour clock with two-digit hours and minutes', () => {
    expect(formatTime(new Date(2024, 0, 5, 9, 3))).toBe('09:03');
    expect(formatTime(new Date(2024, 0, 5, 23, 59, 59))).toBe('23:59');
    expect(formatTime(new Date(2024, 0, 5, 0, 0))).toBe('00:00');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 b'],
    [512, '512 b'],
    [1023, '1023 b'],
    [1024, '1 KB'],
    [1536, '2 KB'],
    [3 * 1024 ** 2, '3 MB'],
    [5.4 * 1024 ** 3, '5 GB'],
    [2 * 1024 ** 4, '2 TB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('steps up instead of showing 1024 of a unit', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
  });

  it('refuses negative and non-finite sizes', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
