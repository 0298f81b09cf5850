import { MercatorCoordinate } from 'maplibre-gl';
import type { Matrix4, Points } from 'three';

/** At most this many points of a cloud go beside a profile (evenly thinned beyond). */
export const MAX_SECTION_POINTS = 50_000;

/** A section line in MapLibre's mercator units, with the metres along it at each vertex. */
export interface MercatorLine {
  xs: number[];
  ys: number[];
  /** Metres along the line at each vertex. */
  along: number[];
  /** Mercator units in a metre, at the line's middle latitude. */
  unit: number;
}

export function mercatorLine(line: readonly (readonly [number, number])[]): MercatorLine {
  const coordinates = line.map(([lng, lat]) => MercatorCoordinate.fromLngLat([lng, lat]));
  const middle = coordinates[Math.floor(coordinates.length / 2)]!;
  const unit = middle.meterInMercatorCoordinateUnits();
  const along = [0];
  for (let i = 1; i < coordinates.length; i++) {
    const [a, b] = [coordinates[i - 1]!, coordinates[i]!];
    along.push(along[i - 1]! + Math.hypot(b.x - a.x, b.y - a.y) / unit);
  }
  return { xs: coordinates.map((c) => c.x), ys: coordinates.map((c) => c.y), along, unit };
}

/**
 * The points of a cloud's shown nodes within `corridor` metres of the line: each as its
 * distance along the line and its height, both in metres. `placement` takes the points to
 * mercator units (heights at ×1).
 */
export function pointsAlong(
  nodes: readonly Points[],
  placement: Matrix4,
  line: MercatorLine,
  corridor: number,
): [number, number][] {
  const m = placement.elements;
  const reach = corridor * line.unit;
  const [minX, maxX] = [Math.min(...line.xs) - reach, Math.max(...line.xs) + reach];
  const [minY, maxY] = [Math.min(...line.ys) - reach, Math.max(...line.ys) + reach];
  const found: [number, number][] = [];
  for (const node of nodes) {
    const positions = node.geometry.getAttribute('position').array;
    for (let i = 0; i < positions.length; i += 3) {
      const [px, py, pz] = [positions[i]!, positions[i + 1]!, positions[i + 2]!];
      const x = m[0]! * px + m[4]! * py + m[8]! * pz + m[12]!;
      const y = m[1]! * px + m[5]! * py + m[9]! * pz + m[13]!;
      if (x < minX || x > maxX || y < minY || y > maxY) continue;
      const at = nearestAlong(line, x, y, reach);
      if (at === null) continue;
      const z = m[2]! * px + m[6]! * py + m[10]! * pz + m[14]!;
      found.push([at, z / line.unit]);
    }
  }
  if (found.length <= MAX_SECTION_POINTS) return found;
  const step = found.length / MAX_SECTION_POINTS;
  return Array.from({ length: MAX_SECTION_POINTS }, (_, i) => found[Math.floor(i * step)]!);
}

/** Metres along the line of the nearest point on it, if within `reach` (mercator units). */
function nearestAlong(line: MercatorLine, x: number, y: number, reach: number): number | null {
  let best: number | null = null;
  let bestDistance = reach;
  for (let i = 1; i < line.xs.length; i++) {
    const [ax, ay, bx, by] = [line.xs[i - 1]!, line.ys[i - 1]!, line.xs[i]!, line.ys[i]!];
    const [dx, dy] = [bx - ax, by - ay];
    const length2 = dx * dx + dy * dy;
    const t =
      length2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length2));
    const distance = Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
    if (distance > bestDistance) continue;
    bestDistance = distance;
    best = line.along[i - 1]! + t * (line.along[i]! - line.along[i - 1]!);
  }
  return best;
}
