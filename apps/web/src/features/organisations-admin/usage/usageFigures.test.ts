import type { OrganisationUsage } from '@waymark/contract/usage';
import { describe, expect, it } from 'vitest';
import { shortDay, usageSeries } from './usageFigures.js';

const usage: OrganisationUsage = {
  organisation: 1,
  from: '2026-03-01',
  to: '2026-03-02',
  days: [
    { day: '2026-03-01', map_views: 1, active_users: 2, tiles: 300 },
    { day: '2026-03-02', map_views: 0, active_users: 1, tiles: 40 },
  ],
  totals: { map_views: 1, active_users: 2, tiles: 340 },
  storage: { bytes: 0, files: 0 },
};

describe('the usage chart’s figures', () => {
  it('puts each UTC day at its midnight, with the chosen figure', () => {
    expect(usageSeries(usage, 'tiles')).toEqual([
      [1772323200, 1772409600],
      [300, 40],
    ]);
    expect(usageSeries(usage, 'activeUsers')[1]).toEqual([2, 1]);
    expect(usageSeries(usage, 'mapViews')[1]).toEqual([1, 0]);
  });

  it('writes the axis’ days in the user’s language, the UTC day whatever the time zone', () => {
    expect(shortDay(1772323200, 'en')).toBe('1 Mar');
    expect(shortDay(1772323200, 'fr')).toMatch(/^1 mars?\.?$/);
    expect(shortDay(1772409600 - 1, 'en')).toBe('1 Mar');
  });
});
