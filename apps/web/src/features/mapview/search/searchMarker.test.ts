import type { SearchResult } from '@waymark/contract';
import { describe, expect, it } from 'vitest';
import { markerOf } from './searchMarker.js';

const result = (overrides: Partial<SearchResult>): SearchResult => ({
  text: 'Bridge',
  bounds: [-6.3, 53.3, -6.2, 53.4],
  layerId: 3,
  fid: 7,
  source: 'features',
  ...overrides,
});

describe('the marker a chosen search result leaves', () => {
  it('marks a point along a route with its measure, at the middle of its box', () => {
    const marker = markerOf(
      result({ source: 'route', text: 'km 3+200 — ML', measure: 'km 3+200' }),
    );
    expect(marker?.label).toBe('km 3+200');
    expect(marker?.lon).toBeCloseTo(-6.25, 9);
    expect(marker?.lat).toBeCloseTo(53.35, 9);
  });

  it('marks a coordinate with its reading, and leaves features and places unmarked', () => {
    const point = result({ source: 'coordinates', text: 'ITM: 53.35, -6.25', layerId: null });
    expect(markerOf(point)).toMatchObject({ label: 'ITM: 53.35, -6.25' });
    expect(markerOf(result({}))).toBeNull();
    expect(markerOf(result({ source: 'geocoder', layerId: null }))).toBeNull();
  });
});
