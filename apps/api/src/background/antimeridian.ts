import type { Feature, FeatureCollection, Geometry, MultiLineString, Position } from 'geojson';

/**
 * Natural Earth (for d3's spherical drawing) has rings that cross the antimeridian, jumping
 * from 180 to -180 (Chukotka joined to Eurasia, Fiji, Antarctica). Drawn flat, each jump would
 * be a line across the whole world. These helpers make the geometry flat-safe.
 */

const jumps = (a: Position, b: Position) => Math.abs(b[0]! - a[0]!) > 180;

/**
 * A ring with continuous longitudes (a point past 180 is drawn on the next world copy). A ring
 * around a pole (an odd number of jumps) is closed along that pole.
 */
export function unwrapRing(ring: readonly Position[]): Position[] {
  if (ring.length === 0) return [];
  const out: Position[] = [[...ring[0]!]];
  let shift = 0;
  let crossings = 0;
  for (let i = 1; i < ring.length; i++) {
    const previous = ring[i - 1]!;
    const point = ring[i]!;
    if (jumps(previous, point)) {
      shift += point[0]! < previous[0]! ? 360 : -360;
      crossings += 1;
    }
    out.push([point[0]! + shift, point[1]!]);
  }
  if (crossings % 2 === 1) {
    const meanLat = ring.reduce((sum, p) => sum + p[1]!, 0) / ring.length;
    const pole = meanLat < 0 ? -90 : 90;
    const first = out[0]!;
    const last = out[out.length - 1]!;
    out.push([last[0]!, pole], [first[0]!, pole], [...first]);
  }
  return out;
}

/** A ring that lies on a pole has no area. */
const isPoleRing = (ring: readonly Position[]) => ring.every((p) => Math.abs(p[1]!) >= 89.99);

function fixGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') {
    return {
      ...geometry,
      coordinates: geometry.coordinates.filter((r) => !isPoleRing(r)).map(unwrapRing),
    };
  }
  if (geometry.type === 'MultiPolygon') {
    return {
      ...geometry,
      coordinates: geometry.coordinates
        .map((polygon) => polygon.filter((r) => !isPoleRing(r)).map(unwrapRing))
        .filter((polygon) => polygon.length > 0),
    };
  }
  return geometry;
}

/** Land polygons, unwrapped across the antimeridian. */
export function unwrapPolygons(land: FeatureCollection | Feature): FeatureCollection | Feature {
  if (land.type === 'Feature') return { ...land, geometry: fixGeometry(land.geometry) };
  return {
    ...land,
    features: land.features.map((f) => ({ ...f, geometry: fixGeometry(f.geometry) })),
  };
}

/** Lines cut where they jump across the antimeridian. */
export function splitLines(lines: MultiLineString): MultiLineString {
  const coordinates: Position[][] = [];
  for (const line of lines.coordinates) {
    let current: Position[] = [];
    for (const point of line) {
      const previous = current[current.length - 1];
      if (previous && jumps(previous, point)) {
        if (current.length > 1) coordinates.push(current);
        current = [];
      }
      current.push(point);
    }
    if (current.length > 1) coordinates.push(current);
  }
  return { ...lines, coordinates };
}
