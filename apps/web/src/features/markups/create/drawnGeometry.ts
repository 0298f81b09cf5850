import { markupGeometry, type MarkupGeometry } from '@waymark/contract/markup';
import type { GeoJSONStoreFeatures } from 'terra-draw';

type Position = [number, number];

/** Repeated vertices in a row dropped (a double-click that ends a line leaves one). */
function withoutRepeats(points: Position[]): Position[] {
  return points.filter(
    (p, i) => i === 0 || p[0] !== points[i - 1]?.[0] || p[1] !== points[i - 1]?.[1],
  );
}

const position = (value: unknown): Position | null =>
  Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'number'
    ? [value[0], value[1]]
    : null;

const positions = (value: unknown): Position[] =>
  Array.isArray(value) ? value.map(position).filter((p): p is Position => p !== null) : [];

/**
 * A finished terra-draw shape as a markup's geometry (heights dropped, repeats removed, an
 * area's ring closed), or null when it is not one the API takes.
 */
export function drawnGeometry(geometry: GeoJSONStoreFeatures['geometry']): MarkupGeometry | null {
  let candidate: unknown = null;
  if (geometry.type === 'Point') {
    candidate = { type: 'Point', coordinates: position(geometry.coordinates) };
  } else if (geometry.type === 'LineString') {
    candidate = {
      type: 'LineString',
      coordinates: withoutRepeats(positions(geometry.coordinates)),
    };
  } else if (geometry.type === 'Polygon') {
    const ring = withoutRepeats(positions(geometry.coordinates[0]));
    const [first] = ring;
    const last = ring[ring.length - 1];
    if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push(first);
    candidate = { type: 'Polygon', coordinates: [ring] };
  }
  const parsed = markupGeometry.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}
