import type { SearchResult } from '@waymark/contract';
import type { SearchMarker } from '../map/mapController.js';

/** The marker a chosen result leaves: a coordinate's point with its reading; else none. */
export function markerOf(result: SearchResult): SearchMarker | null {
  if (result.source !== 'coordinates') return null;
  const [west, south, east, north] = result.bounds;
  return { lon: (west + east) / 2, lat: (south + north) / 2, label: result.text };
}
