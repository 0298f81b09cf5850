import { sql } from 'kysely';
import { expect } from 'vitest';
import { geodesicDistance } from '../tiles/geodesic.js';
import { seedLayer } from './layers.js';
import type { TestContext, TestUser } from './test-app.js';

export type LonLat = [number, number];

export interface SeedLine {
  fid: number;
  properties: Record<string, unknown>;
  /** Parts of lon/lat vertices (more than one: a multi-line). */
  parts: LonLat[][];
}

const wktOf = (parts: LonLat[][]) => {
  const ring = (part: LonLat[]) => `(${part.map(([x, y]) => `${x} ${y}`).join(', ')})`;
  return parts.length === 1
    ? `LINESTRING${ring(parts[0]!)}`
    : `MULTILINESTRING(${parts.map(ring).join(', ')})`;
};

/** Line features of a layer, in its own partition, as processing would load them. */
export async function seedLines(t: TestContext, layerId: number, lines: readonly SeedLine[]) {
  const table = `features_l${layerId}`;
  await sql`create table if not exists ${sql.table(table)} partition of features
    for values in (${sql.lit(layerId)})`.execute(t.db);
  for (const line of lines) {
    await sql`insert into features (layer_id, file_id, fid, properties, geom)
      values (${layerId}, 0, ${line.fid}, ${JSON.stringify(line.properties)}::jsonb,
              st_transform(st_geomfromtext(${wktOf(line.parts)}, 4326), 3857))`.execute(t.db);
  }
}

/**
 * A bent line west of Dublin, about 5.7 km long, with a long diagonal segment (2.3 km), whose
 * measure at every point is known by Vincenty's formula (not by the code under test).
 */
export const ALIGNMENT: LonLat[] = [
  [-6.3, 53.35],
  [-6.285, 53.35],
  [-6.26, 53.365],
  [-6.26, 53.375],
  [-6.24, 53.376],
];

/** Geodesic metres from the start of `parts` (measured part after part) to the point on it
 * nearest to `p`, and the point's distance from the line. */
export function alongLine(parts: LonLat[][], [lon, lat]: LonLat) {
  let start = 0;
  let best = { along: NaN, off: Infinity };
  for (const part of parts) {
    for (let i = 0; i + 1 < part.length; i += 1) {
      const [a, b] = [part[i]!, part[i + 1]!];
      // Nearest point of the segment in a local frame with metres east and north.
      const k = Math.cos((a[1] * Math.PI) / 180);
      const [bx, by, px, py] = [(b[0] - a[0]) * k, b[1] - a[1], (lon - a[0]) * k, lat - a[1]];
      const f = Math.max(0, Math.min(1, (px * bx + py * by) / (bx * bx + by * by)));
      const q: LonLat = [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
      const off = geodesicDistance(lon, lat, q[0], q[1]);
      if (off < best.off) best = { along: start + geodesicDistance(a[0], a[1], q[0], q[1]), off };
      start += geodesicDistance(a[0], a[1], b[0], b[1]);
    }
  }
  return best;
}

/** The point `metres` along `parts` (Vincenty lengths; linear within a segment). */
export function pointAlong(parts: LonLat[][], metres: number): LonLat {
  let left = metres;
  for (const part of parts) {
    for (let i = 0; i + 1 < part.length; i += 1) {
      const [a, b] = [part[i]!, part[i + 1]!];
      const len = geodesicDistance(a[0], a[1], b[0], b[1]);
      if (left <= len) {
        const f = left / len;
        return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
      }
      left -= len;
    }
  }
  throw new Error('past the end of the line');
}

/** A line layer on a map made a route through the API (the layer form's PATCH). */
export async function routeLayer(
  t: TestContext,
  user: TestUser,
  orgId: number,
  mapId: number,
  lines: readonly SeedLine[],
  route: Record<string, unknown>,
): Promise<number> {
  const layerId = await seedLayer(
    t,
    orgId,
    user.id,
    { attributes: ['ELR', 'name'], type: 'vector' },
    [mapId],
  );
  await seedLines(t, layerId, lines);
  const patch = await t.request('PATCH', `/api/layers/${layerId}/`, {
    token: user.token,
    body: { route_enabled: true, ...route },
  });
  expect(patch.statusCode, patch.body).toBe(200);
  return layerId;
}
