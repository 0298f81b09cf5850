import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { Box } from '../tiles/tile-math.js';

/** Which features of a layer its reader may see at all: as the layer's tiles show them. */
export interface FeatureScope {
  layerId: number;
  /** The layer's chosen CAD sub-layers; null for all. */
  subLayers: readonly string[] | null;
  /** The layer's bounds (and a share's) in EPSG:3857: features are cut at it. */
  clip: Box | null;
}

/** A bbox parameter: in EPSG:3857 already (from degrees), or in a projected CRS. */
export interface BoxFilter {
  srid: number;
  box: Box;
}

/** The items query's own filters (OGC API – Features Part 1). */
export interface ItemsFilter {
  /** Keyset pagination: features after this fid (decimal digits). */
  after: string | null;
  /** Features meeting any of these boxes (two across the antimeridian). */
  boxes: readonly BoxFilter[] | null;
  subLayer: string | null;
  /** Attribute equals value (as JSON text of a scalar). */
  properties: ReadonlyArray<readonly [string, string]>;
  /** Normalised ISO bounds (see normalisedDate), inclusive; null for an open end. */
  datetime: { field: string; start: string | null; end: string | null } | null;
}

/** How features are written: in which system, axis order and precision. */
export interface FeatureOutput {
  srid: number;
  latFirst: boolean;
  digits: number;
  /** Add `sub_layer` to the properties (CAD layers). */
  withSubLayer: boolean;
}

export interface FeaturePage {
  /** The features as GeoJSON texts joined by commas ('' for none). */
  features: string;
  returned: number;
  /** The last fid of the page when there are more after it. */
  nextAfter: string | null;
}

function envelope(box: Box) {
  return sql`st_makeenvelope(${box.minX}::float8, ${box.minY}::float8, ${box.maxX}::float8, ${box.maxY}::float8, 3857)`;
}

/** ISO dates and times in any of the usual spellings, comparable as text (OGR writes ISO). */
export const normalisedDate = (value: RawBuilder<unknown>) =>
  sql<string>`translate(substr(${value}, 1, 19), '/ ', '-T')`;

function scopeConditions({ layerId, subLayers, clip }: FeatureScope): RawBuilder<unknown>[] {
  const conditions = [sql`f.layer_id = ${layerId}::int`];
  if (subLayers) conditions.push(sql`f.sub_layer = any(${sql.val(subLayers)}::text[])`);
  if (clip) {
    const box = envelope(clip);
    conditions.push(sql`f.geom && ${box} and (f.geom @ ${box} or st_intersects(f.geom, ${box}))`);
  }
  return conditions;
}

function boxCondition({ srid, box }: BoxFilter): RawBuilder<unknown> {
  const target =
    srid === 3857
      ? envelope(box)
      : sql`waymark_box_to_3857(${box.minX}::float8, ${box.minY}::float8, ${box.maxX}::float8, ${box.maxY}::float8, ${srid}::int)`;
  return sql`(f.geom && ${target} and st_intersects(f.geom, ${target}))`;
}

function filterConditions(filter: ItemsFilter): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (filter.after !== null) conditions.push(sql`f.fid > ${filter.after}::bigint`);
  if (filter.boxes) conditions.push(sql`(${sql.join(filter.boxes.map(boxCondition), sql` or `)})`);
  if (filter.subLayer !== null) conditions.push(sql`f.sub_layer = ${filter.subLayer}`);
  for (const [name, value] of filter.properties) {
    conditions.push(sql`f.properties ->> ${name}::text = ${value}::text`);
  }
  if (filter.datetime) {
    const { field, start, end } = filter.datetime;
    const value = normalisedDate(sql`f.properties ->> ${field}::text`);
    conditions.push(sql`f.properties ? ${field}::text`);
    if (start !== null) conditions.push(sql`${value} >= ${start}::text`);
    if (end !== null) conditions.push(sql`${value} <= ${end}::text`);
  }
  return conditions;
}

/** One feature as GeoJSON text, built by PostgreSQL: no parsing on the way through Node. */
function featureDoc(scope: FeatureScope, output: FeatureOutput): RawBuilder<string> {
  let geom: RawBuilder<unknown> = sql`f.geom`;
  if (scope.clip) {
    const box = envelope(scope.clip);
    geom = sql`case when f.geom @ ${box} then f.geom else st_clipbybox2d(f.geom, ${box}) end`;
  }
  if (output.srid !== 3857) geom = sql`st_transform(${geom}, ${output.srid}::int)`;
  if (output.latFirst) geom = sql`st_flipcoordinates(${geom})`;
  const properties = output.withSubLayer
    ? sql`(f.properties || jsonb_build_object('sub_layer', f.sub_layer))::text`
    : sql`f.properties::text`;
  // Options 0: no "crs" member (GeoJSON has none; the CRS is the response's Content-Crs).
  return sql<string>`'{"type":"Feature","id":' || f.fid || ',"geometry":'
    || st_asgeojson(${geom}, ${output.digits}::int, 0) || ',"properties":' || ${properties} || '}'`;
}

const where = (conditions: RawBuilder<unknown>[]) => sql.join(conditions, sql` and `);

/** Features for OGC API – Features: pages in fid order (keyset), single items, counts. */
export class OgcFeatureRepository {
  constructor(private readonly db: Db) {}

  /**
   * One page after `filter.after`, as one text: an index range scan on fid whatever the page's
   * depth (no OFFSET), one row back, the JSON already written.
   */
  async page(
    scope: FeatureScope,
    filter: ItemsFilter,
    output: FeatureOutput,
    limit: number,
  ): Promise<FeaturePage> {
    const conditions = [...scopeConditions(scope), ...filterConditions(filter)];
    const result = await sql<{ n: number; docs: string | null; last: string | null }>`
      select count(*)::int as n,
        string_agg(p.doc, ',' order by p.fid) filter (where p.rn <= ${limit}::int) as docs,
        max(p.fid) filter (where p.rn <= ${limit}::int)::text as last
      from (
        select f.fid, row_number() over (order by f.fid) as rn, ${featureDoc(scope, output)} as doc
        from features f where ${where(conditions)}
        order by f.fid limit ${limit + 1}::int
      ) p`.execute(this.db);
    const row = result.rows[0];
    const n = row?.n ?? 0;
    return {
      features: row?.docs ?? '',
      returned: Math.min(n, limit),
      nextAfter: n > limit ? (row?.last ?? null) : null,
    };
  }

  /** Features matching the scope and the filters (the page's position ignored). */
  async count(scope: FeatureScope, filter: ItemsFilter): Promise<number> {
    const conditions = [...scopeConditions(scope), ...filterConditions({ ...filter, after: null })];
    const result = await sql<{ n: string }>`
      select count(*) as n from features f where ${where(conditions)}`.execute(this.db);
    return Number(result.rows[0]?.n ?? 0);
  }

  async one(scope: FeatureScope, fid: string, output: FeatureOutput): Promise<string | undefined> {
    const conditions = [...scopeConditions(scope), sql`f.fid = ${fid}::bigint`];
    const result = await sql<{ doc: string }>`
      select ${featureDoc(scope, output)} as doc from features f where ${where(conditions)}
      limit 1`.execute(this.db);
    return result.rows[0]?.doc;
  }

  /** The attributes of the first features, to tell each attribute's type. */
  async sample(scope: FeatureScope, size: number): Promise<Record<string, unknown>[]> {
    const result = await sql<{ properties: Record<string, unknown> }>`
      select f.properties from features f where ${where(scopeConditions(scope))}
      order by f.fid limit ${size}::int`.execute(this.db);
    return result.rows.map((r) => r.properties);
  }

  /** The first and last date of a date attribute (normalised), or null when it has none. */
  async dateRange(scope: FeatureScope, field: string): Promise<[string, string] | null> {
    const value = normalisedDate(sql`f.properties ->> ${field}::text`);
    const result = await sql<{ lo: string | null; hi: string | null }>`
      select min(${value}) as lo, max(${value}) as hi from features f
      where ${where(scopeConditions(scope))} and f.properties ? ${field}::text
        and ${value} ~ '^\\d{4}-\\d{2}-\\d{2}'`.execute(this.db);
    const row = result.rows[0];
    return row?.lo && row.hi ? [row.lo, row.hi] : null;
  }
}
