import { describe, expect, it } from 'vitest';
import { formatDay } from './formatDay.js';

describe('formatDay', () => {
  it("writes a day in the user's language", () => {
    expect(formatDay('2024-03-12', 'en')).toBe('12 Mar 2024');
    expect(formatDay('2024-03-12', 'fr')).toBe('12 mars 2024');
    expect(formatDay('2024-03-12', 'ga')).toContain('2024');
    expect(formatDay('2024-03-12', 'ga')).not.toBe(formatDay('2024-03-12', 'en'));
  });

  it('keeps the day whatever the time zone (no day before)', () => {
    expect(formatDay('2024-01-01', 'en')).toBe('1 Jan 2024');
  });

  it('gives back a value that is not a day', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});
