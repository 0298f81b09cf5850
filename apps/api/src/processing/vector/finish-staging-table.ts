import type pg from 'pg';
import type { Bounds } from '../geo-types.js';
import { quoteIdent } from './pg-target.js';

/**
 * What ogr2ogr leaves is not yet map-ready: vector tiles (ST_AsMVT) know only points, lines
 * and polygons, and GDAL's own -makevalid cannot repair everything (it needs SFCGAL for
 * polyhedral surfaces). This pass fixes the few rows that need it, in place:
 * - curves (CAD arcs and circles from the DWG driver, GeoPackage curve types) → line segments;
 * - polyhedral surfaces / TINs (3D solids in CAD) → multipolygons of their faces;
 * - still-invalid geometries → ST_MakeValid, keeping polygons polygons.
 */
// One pass: each row is checked once (waymark_map_ready, migration 0004) and only rows that
// need it are rewritten.
const FIX = `UPDATE %t SET geom = waymark_map_ready(geom)
  WHERE ST_HasArc(geom) OR GeometryType(geom) IN ('POLYHEDRALSURFACE', 'TIN', 'TRIANGLE')
     OR NOT ST_IsValid(geom)`;

export interface StagingTableStats {
  featureCount: number;
  /** Attribute columns in table order (everything but the fid, the geometry and `omit`). */
  fields: string[];
  /** 'POINT', 'LINESTRING' or 'POLYGON' when every geometry is of that kind (single or multi),
   * else 'GEOMETRY' (mixed, collections, or no geometries at all). */
  geometryType: string;
  bounds: Bounds | null;
}

const FAMILY: Record<string, string> = {
  POINT: 'POINT',
  MULTIPOINT: 'POINT',
  LINESTRING: 'LINESTRING',
  MULTILINESTRING: 'LINESTRING',
  POLYGON: 'POLYGON',
  MULTIPOLYGON: 'POLYGON',
};

export async function finishStagingTable(
  client: pg.Client,
  schema: string,
  table: string,
  omit: readonly string[],
): Promise<StagingTableStats> {
  const qualified = `${quoteIdent(schema)}.${quoteIdent(table)}`;
  // ST_IsValid reports every defect as a NOTICE; thousands of them help nobody.
  await client.query(`SET client_min_messages = warning`);
  await client.query(FIX.replace('%t', qualified));

  const columns = await client.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position`,
    [schema, table],
  );
  const hidden = new Set(['ogc_fid', 'geom', ...omit]);
  const stats = await client.query<{
    n: string;
    types: string[] | null;
    w: number | null;
    s: number | null;
    e: number | null;
    nn: number | null;
  }>(
    // Count, kinds and extent in one scan.
    `WITH agg AS (SELECT count(*) AS n, array_agg(DISTINCT GeometryType(geom)) FILTER (WHERE geom IS NOT NULL) AS types,
                         ST_Extent(geom) AS box FROM ${qualified}),
          ext AS (SELECT n, types, ST_Transform(ST_SetSRID(box::geometry, 3857), 4326) AS g FROM agg)
     SELECT n, types, ST_XMin(g) AS w, ST_YMin(g) AS s, ST_XMax(g) AS e, ST_YMax(g) AS nn FROM ext`,
  );
  const row = stats.rows[0]!;
  const families = new Set((row.types ?? []).map((t) => FAMILY[t] ?? 'GEOMETRY'));
  return {
    featureCount: Number(row.n),
    fields: columns.rows.map((c) => c.column_name).filter((c) => !hidden.has(c)),
    geometryType: families.size === 1 ? [...families][0]! : 'GEOMETRY',
    bounds: row.w === null ? null : [row.w, row.s!, row.e!, row.nn!],
  };
}
