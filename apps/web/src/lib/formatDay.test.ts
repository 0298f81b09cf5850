import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDay } from './formatDay.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('formatDay', () => {
  it("writes a day in the user's language", () => {
    expect(formatDay('2024-03-12', 'en')).toBe('12 Mar 2024');
    expect(formatDay('2024-03-12', 'fr')).toBe('12 mars 2024');
    expect(formatDay('2024-03-12', 'ga')).toContain('2024');
    expect(formatDay('2024-03-12', 'ga')).not.toBe(formatDay('2024-03-12', 'en'));
  });

  it("writes Irish months where the browser's Intl has no Irish", () => {
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    expect(formatDay('2023-04-18', 'ga')).toBe('18 Aibreán 2023');
    expect(formatDay('2023-09-01', 'ga')).toBe('1 Meán Fómhair 2023');
  });

  it('keeps the day whatever the time zone (no day before)', () => {
    expect(formatDay('2024-01-01', 'en')).toBe('1 Jan 2024');
  });

  it('gives back a value that is not a day', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});
