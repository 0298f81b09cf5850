import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { Box } from '../tiles/tile-math.js';

/** Which lines of a route layer to measure. */
export interface RouteLines {
  layerId: number;
  /** The attribute holding the route's name; null: the route has none. */
  nameField: string | null;
  /** Only lines whose name is this (case-insensitively); null: every line. */
  name?: string | null;
  /** Only this line. */
  fid?: number;
  /** Only lines meeting this box (EPSG:3857): the layer's bounds, and a share's. */
  clip?: Box | null;
}

/** A point along a route's line, in EPSG:4326. */
export interface RoutePoint {
  fid: number;
  name: string | null;
  lon: number;
  lat: number;
}

/** Where a point falls along a line, and its distance from the line in metres. */
export interface RoutePosition {
  name: string | null;
  /** Metres from the line's start (a line without M); null for a line with M. */
  along: number | null;
  /** The line's M value there (a line with M, in the route's unit); null for one without. */
  m: number | null;
  offset: number;
}

/** A place on a route's lines: `metres` from a line's start, or, on a line with M values, where
 * they reach `m`. */
export interface RouteMeasureTarget {
  metres: number;
  m: number;
}

/** How many features tell a layer's kind (see lineLayers). */
const KIND_SAMPLE = 200;

/**
 * Linear referencing on the lines of route layers (PostGIS). A line whose file gave it M values
 * (feature_measures, same fid) is measured by them: the point at a measure is where its M values
 * reach it (ST_LocateAlong), a clicked point's measure the M interpolated at the line's nearest
 * point (ST_InterpolatePoint), its range [min M, max M]. Any other line's measure is its length
 * from its start on the ground: each segment's geodesic length on the WGS84 spheroid
 * (geography), so neither Web Mercator's scale nor a projection's distortion enters it. A
 * multi-part line is merged where its parts join (ST_LineMerge) and otherwise measured part
 * after part, the measure running on from one part's end to the next part's start.
 */
export class RouteRepository {
  constructor(private readonly db: Db) {}

  /**
   * Of these layers, those whose features are lines (judged on a sample of them, for layer
   * lists; isLineLayer checks every feature).
   */
  async lineLayers(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const result = await sql<{ id: number }>`
      select l.id from unnest(${sql.val([...ids])}::int[]) as l(id)
      where (select bool_and(st_dimension(s.geom) = 1) from (
               select geom from features where layer_id = l.id limit ${KIND_SAMPLE}) s)`.execute(
      this.db,
    );
    return new Set(result.rows.map((r) => r.id));
  }

  /** The layer has features, and every one of them is a line. */
  async isLineLayer(layerId: number): Promise<boolean> {
    const result = await sql<{ lines: boolean }>`
      select exists (select 1 from features where layer_id = ${layerId})
         and not exists (select 1 from features
                         where layer_id = ${layerId} and st_dimension(geom) <> 1) as lines`.execute(
      this.db,
    );
    return result.rows[0]?.lines === true;
  }

  /**
   * The point at the measure on each line that reaches it, first the lines' lowest fids: where
   * the M values reach `target.m` on a line with M, `target.metres` along any other (that long
   * at least).
   */
  async pointsAt(
    lines: RouteLines,
    target: RouteMeasureTarget,
    limit: number,
  ): Promise<RoutePoint[]> {
    const [measured, lengths] = await Promise.all([
      Number.isFinite(target.m) ? this.measuredPointsAt(lines, target.m, limit) : [],
      target.metres >= 0 && Number.isFinite(target.metres)
        ? this.lengthPointsAt(lines, target.metres, limit)
        : [],
    ]);
    return [...measured, ...lengths].sort((a, b) => a.fid - b.fid).slice(0, limit);
  }

  /** Lines with M: the first point where their M values reach `m`. */
  private async measuredPointsAt(
    lines: RouteLines,
    m: number,
    limit: number,
  ): Promise<RoutePoint[]> {
    const result = await sql<RoutePoint>`
      select fid::float8 as fid, name, st_x(pt) as lon, st_y(pt) as lat from (
        select f.fid, ${nameOf(lines)} as name,
          st_transform(st_force2d(st_geometryn(st_locatealong(m.geom, ${m}), 1)), 4326) as pt
        from feature_measures m
        join features f on f.layer_id = m.layer_id and f.fid = m.fid
        where m.layer_id = ${lines.layerId} ${filtersOf(lines)}) found
      where pt is not null
      order by fid
      limit ${limit}`.execute(this.db);
    return result.rows;
  }

  /** Lines without M: the point `metres` along each (that long at least). */
  private async lengthPointsAt(
    lines: RouteLines,
    metres: number,
    limit: number,
  ): Promise<RoutePoint[]> {
    const result = await sql<RoutePoint>`
      with ${segments(lines, { metres, limit })}
      select fid::float8 as fid, name, st_x(pt) as lon, st_y(pt) as lat from (
        select distinct on (fid) fid, name,
          st_project(a::geography, ${metres} - start_m, st_azimuth(a::geography, b::geography))::geometry as pt
        from cumulative
        where start_m <= ${metres} and start_m + len >= ${metres}
        order by fid, part, i) found
      order by fid
      limit ${limit}`.execute(this.db);
    return result.rows;
  }

  /** Whether the layer has a feature of `lines` (any kind of geometry), inside its clip. */
  async holdsFeature(lines: RouteLines): Promise<boolean> {
    const found = await sql<{ one: number }>`
      select 1 as one from features f
      where f.layer_id = ${lines.layerId} ${filtersOf(lines)}
      limit 1`.execute(this.db);
    return found.rows.length > 0;
  }

  /**
   * Where the line's point nearest to (lon, lat) falls along it: its M value there (a line with
   * M), else its distance from the line's start; undefined without the line.
   */
  async positionOf(
    lines: RouteLines,
    lon: number,
    lat: number,
  ): Promise<RoutePosition | undefined> {
    // The nearest part of a line with M (ST_InterpolatePoint takes single lines), in EPSG:3857,
    // where the nearest point is the one on the ground (a conformal projection, at this scale).
    const measured = await sql<RoutePosition>`
      with click as (select st_transform(st_setsrid(st_makepoint(${lon}, ${lat}), 4326), 3857) as p),
      nearest as (
        select ${nameOf(lines)} as name, d.geom, click.p
        from feature_measures m
        join features f on f.layer_id = m.layer_id and f.fid = m.fid
        cross join lateral st_dump(m.geom) d
        cross join click
        where m.layer_id = ${lines.layerId} ${filtersOf(lines)}
        order by st_distance(d.geom, click.p)
        limit 1)
      select name, null::float8 as along, st_interpolatepoint(geom, p) as m,
             st_distance(st_transform(st_closestpoint(st_force2d(geom), p), 4326)::geography,
                         st_transform(p, 4326)::geography) as offset
      from nearest`.execute(this.db);
    if (measured.rows[0]) return measured.rows[0];
    const result = await sql<RoutePosition>`
      with ${segments(lines)},
      click as (select st_setsrid(st_makepoint(${lon}, ${lat}), 4326) as p),
      nearest as (
        select c.name, c.start_m, c.a, st_closestpoint(st_makeline(c.a, c.b), click.p) as q, click.p
        from cumulative c, click
        order by st_distance(st_makeline(c.a, c.b)::geography, click.p::geography)
        limit 1)
      select name, start_m + st_distance(a::geography, q::geography) as along, null::float8 as m,
             st_distance(q::geography, p::geography) as offset
      from nearest`.execute(this.db);
    return result.rows[0];
  }
}

/** The route name of a line `f` (a feature). */
function nameOf(lines: RouteLines): RawBuilder<string | null> {
  return lines.nameField ? sql`f.properties ->> ${sql.lit(lines.nameField)}` : sql`null::text`;
}

/** The conditions on a feature `f` that make it one of `lines` (its layer aside). */
function filtersOf(lines: RouteLines): RawBuilder<unknown> {
  const name = nameOf(lines);
  const filters: RawBuilder<unknown>[] = [];
  if (lines.fid !== undefined) filters.push(sql`and f.fid = ${lines.fid}`);
  if (lines.name && lines.nameField) {
    filters.push(sql`and lower(btrim(${name})) = lower(btrim(${lines.name}))`);
  }
  if (lines.clip) {
    const c = lines.clip;
    filters.push(
      sql`and f.geom && st_makeenvelope(${c.minX}, ${c.minY}, ${c.maxX}, ${c.maxY}, 3857)`,
    );
  }
  return filters.length ? sql.join(filters, sql` `) : sql``;
}

/**
 * The CTEs that end in `cumulative`: every segment of the chosen lines with its geodesic length
 * (len) and the measure, in metres, at its start (start_m); segments in order by part and vertex.
 * With `reach`, only the first `limit` lines (by fid) at least `metres` long: their length is
 * PostGIS's own geodesic length, so that lines too short are never cut into segments. Lines with
 * M values (feature_measures) are not chosen: their M values measure them.
 */
function segments(
  lines: RouteLines,
  reach?: { metres: number; limit: number },
): RawBuilder<unknown> {
  const long = reach
    ? sql`and st_length(st_transform(f.geom, 4326)::geography) >= ${reach.metres}`
    : sql``;
  // A line with M values is measured by them, not here.
  return sql`
    chosen as (
      select f.fid, ${nameOf(lines)} as name, f.geom
      from features f
      where f.layer_id = ${lines.layerId} and st_dimension(f.geom) = 1 ${filtersOf(lines)}
        and not exists (select 1 from feature_measures m
                        where m.layer_id = f.layer_id and m.fid = f.fid) ${long}
      order by f.fid
      ${reach ? sql`limit ${reach.limit}` : sql``}),
    parts as (
      select c.fid, c.name, coalesce(d.path[1], 1) as part, d.geom
      from chosen c
      cross join lateral st_dump(case when geometrytype(c.geom) = 'MULTILINESTRING'
                                      then st_linemerge(c.geom) else c.geom end) d),
    vertices as (
      select p.fid, p.name, p.part, v.path[1] as i, st_transform(v.geom, 4326) as pt
      from parts p cross join lateral st_dumppoints(p.geom) v),
    segs as (
      select fid, name, part, i, pt as a, lead(pt) over (partition by fid, part order by i) as b
      from vertices),
    measured as (
      select fid, name, part, i, a, b, st_distance(a::geography, b::geography) as len
      from segs where b is not null and not st_equals(a, b)),
    cumulative as (
      select *, coalesce(sum(len) over (partition by fid order by part, i
                                        rows between unbounded preceding and 1 preceding), 0) as start_m
      from measured)`;
}
