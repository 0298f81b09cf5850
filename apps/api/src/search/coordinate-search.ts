import type { SearchResult } from '@waymark/contract';
import type { SpatialRefRepository } from '../repositories/spatial-ref.repository.js';
import { areaOfUse, insideArea } from './area-of-use.js';
import { coordinateReadings, type CoordinateReading } from './coordinate-query.js';

const WGS84 = 4326;

/** '53.349800, -6.260300' — six decimals are about 10 cm. */
const degrees = (lat: number, lon: number) => `${lat.toFixed(6)}, ${lon.toFixed(6)}`;

/**
 * The coordinate readings of a search query as search results: each plausible reading
 * (section 9's standard systems, UTM zones, any EPSG code PostGIS knows) transformed to WGS84,
 * kept only when it falls inside its system's area of use, as a point result that the viewer
 * flies to and marks.
 */
export class CoordinateSearch {
  constructor(private readonly spatialRefs: SpatialRefRepository) {}

  async search(query: string): Promise<SearchResult[]> {
    const readings = coordinateReadings(query);
    if (readings.length === 0) return [];
    const points = await this.spatialRefs.toWgs84(readings);
    const results: SearchResult[] = [];
    for (const [index, reading] of readings.entries()) {
      const point = points[index];
      if (!point || !(await this.plausible(reading, point.lon, point.lat))) continue;
      results.push({
        text: `${reading.label}: ${degrees(point.lat, point.lon)}`,
        bounds: [point.lon, point.lat, point.lon, point.lat],
        layerId: null,
        fid: null,
        source: 'coordinates',
      });
    }
    return results;
  }

  private async plausible(reading: CoordinateReading, lon: number, lat: number) {
    if (!Number.isFinite(lon) || !Number.isFinite(lat)) return false;
    if (Math.abs(lon) > 180 || Math.abs(lat) > 90) return false;
    if (reading.epsg === WGS84) return true;
    const area = await areaOfUse(reading.epsg);
    return area !== null && insideArea(area, lon, lat);
  }
}
