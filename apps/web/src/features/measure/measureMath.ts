import turfArea from '@turf/area';
import { lineString, polygon } from '@turf/helpers';
import turfLength from '@turf/length';

export type Units = 'metric' | 'imperial';
export type Position = [number, number];

const METRES_PER_FOOT = 0.3048;
const METRES_PER_MILE = 1609.344;
const SQUARE_METRES_PER_ACRE = 4046.8564224;
const SQUARE_METRES_PER_HECTARE = 10_000;

/** Geodesic length of each segment, in metres (turf, on the WGS84 mean radius). */
export function segmentLengths(points: readonly Position[]): number[] {
  const lengths: number[] = [];
  for (let i = 1; i < points.length; i += 1) {
    const from = points[i - 1];
    const to = points[i];
    if (!from || !to) continue;
    lengths.push(turfLength(lineString([from, to]), { units: 'meters' }));
  }
  return lengths;
}

/** Area of the closed shape through the points, in square metres (0 below three points). */
export function ringArea(points: readonly Position[]): number {
  if (points.length < 3) return 0;
  const first = points[0];
  const last = points[points.length - 1];
  const ring =
    first && last && first[0] === last[0] && first[1] === last[1]
      ? [...points]
      : [...points, ...(first ? [first] : [])];
  if (ring.length < 4) return 0;
  return turfArea(polygon([ring]));
}

const number = (value: number, digits: number, locale: string) =>
  value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** 12.3 m / 1.235 km; 40.4 ft / 0.767 mi. */
/**
 * The length of a line in 3D: each segment's length on the ground and its rise together; null
 * unless every point has a height.
 */
export function slopeLength(
  points: readonly Position[],
  heights: readonly (number | null | undefined)[],
): number | null {
  if (points.length < 2 || points.some((_, i) => typeof heights[i] !== 'number')) return null;
  return segmentLengths(points).reduce(
    (sum, length, i) => sum + Math.hypot(length, heights[i + 1]! - heights[i]!),
    0,
  );
}

export function formatDistance(metres: number, units: Units, locale = 'en'): string {
  if (units === 'imperial') {
    const feet = metres / METRES_PER_FOOT;
    return feet < 5280
      ? `${number(feet, 1, locale)} ft`
      : `${number(metres / METRES_PER_MILE, 3, locale)} mi`;
  }
  return metres < 1000
    ? `${number(metres, 1, locale)} m`
    : `${number(metres / 1000, 3, locale)} km`;
}

/** A height: 104.37 m; 342.4 ft. */
export function formatHeight(metres: number, units: Units, locale = 'en'): string {
  return units === 'imperial'
    ? `${number(metres / METRES_PER_FOOT, 1, locale)} ft`
    : `${number(metres, 2, locale)} m`;
}

/** A change of height with its sign: '+2.35 m', '−1.20 m' (a true minus), '±0.00 m'. */
export function formatHeightChange(metres: number, units: Units, locale = 'en'): string {
  const shown = formatHeight(Math.abs(metres), units, locale);
  const zero = formatHeight(0, units, locale);
  if (shown === zero) return `±${zero}`;
  return `${metres > 0 ? '+' : '−'}${shown}`;
}

/**
 * Each point's rise from the point before it, where both have a height (null otherwise; the
 * first point has none), and the rise from the first point to the last.
 */
export function heightChanges(heights: readonly (number | null | undefined)[]): {
  steps: (number | null)[];
  total: number | null;
} {
  const known = (h: number | null | undefined): h is number => typeof h === 'number';
  const steps = heights.map((h, i) => {
    const before = heights[i - 1];
    return i > 0 && known(h) && known(before) ? h - before : null;
  });
  const first = heights[0];
  const last = heights.at(-1);
  const total = heights.length > 1 && known(first) && known(last) ? last - first : null;
  return { steps, total };
}

/** 950 m² / 2.50 ha / 3.100 km²; 10,000 ft² / 2.47 ac / 1.200 mi². */
export function formatArea(squareMetres: number, units: Units, locale = 'en'): string {
  if (units === 'imperial') {
    const squareFeet = squareMetres / METRES_PER_FOOT ** 2;
    if (squareFeet < 43_560) return `${number(squareFeet, 0, locale)} ft²`;
    const acres = squareMetres / SQUARE_METRES_PER_ACRE;
    return acres < 640
      ? `${number(acres, 2, locale)} ac`
      : `${number(squareMetres / METRES_PER_MILE ** 2, 3, locale)} mi²`;
  }
  if (squareMetres < SQUARE_METRES_PER_HECTARE) return `${number(squareMetres, 0, locale)} m²`;
  return squareMetres < 1_000_000
    ? `${number(squareMetres / SQUARE_METRES_PER_HECTARE, 2, locale)} ha`
    : `${number(squareMetres / 1_000_000, 3, locale)} km²`;
}

/** The vertices of a drawn line or of a polygon's outer ring (without its closing vertex). */
export function verticesOf(geometry: GeoJSON.Geometry): Position[] {
  if (geometry.type === 'LineString') return geometry.coordinates.map(([x, y]) => [x ?? 0, y ?? 0]);
  if (geometry.type === 'Polygon') {
    const ring = (geometry.coordinates[0] ?? []).map(([x, y]): Position => [x ?? 0, y ?? 0]);
    return ring.slice(0, -1);
  }
  return [];
}
