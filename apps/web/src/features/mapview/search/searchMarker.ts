import type { SearchResult } from '@waymark/contract';
import type { SearchMarker } from '../../../map/mapController.js';

/**
 * The marker a chosen result leaves: a coordinate's point with its reading, a point along a
 * route with its measure ('km 3+200'); else none.
 */
export function markerOf(result: SearchResult): SearchMarker | null {
  if (result.source !== 'coordinates' && result.source !== 'route') return null;
  const [west, south, east, north] = result.bounds;
  const label = result.source === 'route' ? (result.measure ?? result.text) : result.text;
  return { lon: (west + east) / 2, lat: (south + north) / 2, label };
}
