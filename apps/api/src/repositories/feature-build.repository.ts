import { randomBytes } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { Bounds } from '../processing/geo-types.js';
import type {
  FeatureBuilds,
  FinishedBuild,
  SubLayerSummary,
} from '../processing/vector/feature-builds.js';

/**
 * Rows vector tiles cannot use as loaded: curves, polyhedral surfaces / TINs (CAD 3D solids),
 * invalid shapes. `t` is the row's GeometryType, asked once per row; points are always valid,
 * and checking a million of them would cost more than the rest of the summary.
 */
const notMapReady = (t: RawBuilder<string>) => sql<boolean>`(${t} not in ('POINT', 'MULTIPOINT')
  and (${t} in ('CIRCULARSTRING', 'COMPOUNDCURVE', 'CURVEPOLYGON', 'MULTICURVE', 'MULTISURFACE',
                'POLYHEDRALSURFACE', 'TIN', 'TRIANGLE')
       or (${t} = 'GEOMETRYCOLLECTION' and st_hasarc(geom)) or not st_isvalid(geom)))`;

/** Geometry families as bits: 1 points, 2 lines, 4 polygons, 8 anything else. */
const FAMILY = sql<number>`case when t in ('POINT', 'MULTIPOINT') then 1
  when t in ('LINESTRING', 'MULTILINESTRING') then 2 when t in ('POLYGON', 'MULTIPOLYGON') then 4
  else 8 end`;

interface SummaryRow {
  sub_layer: string | null;
  n: number;
  w: number | null;
  s: number | null;
  e: number | null;
  nn: number | null;
  kinds: number;
  lo: string | null;
  hi: string | null;
  repair: boolean;
}

/**
 * The tables a file's features are built in, off-line, in the layout of `features` (ogr2ogr
 * writes them directly: processing/vector/load-vector.ts); FeatureRepository.swapIn then makes
 * one the file's partition. Names carry the file id, so a retry finds what a killed attempt left.
 */
export class FeatureBuildRepository implements FeatureBuilds {
  constructor(private readonly db: Db) {}

  async create(layerId: number, fileId: number): Promise<string> {
    await this.dropLeftovers(fileId);
    const table = `features_build_${fileId}_${randomBytes(4).toString('hex')}`;
    // No column defaults: GDAL would insert row by row to leave them to PostgreSQL. The
    // constraint, checked as rows arrive, spares ATTACH PARTITION a scan of the table.
    await sql`create table ${sql.table(table)} (like features,
      constraint ${sql.ref(`${table}_bound`)}
        check (layer_id = ${sql.lit(layerId)} and file_id = ${sql.lit(fileId)}))`.execute(this.db);
    return table;
  }

  async createMeasures(table: string): Promise<string> {
    const measures = `${table}_m`;
    await sql`create table ${sql.table(measures)} (fid bigint, geom geometry(GeometryM, 3857))`.execute(
      this.db,
    );
    return measures;
  }

  async fidAfter(table: string): Promise<bigint | null> {
    const result = await sql<{ next: string | null }>`
      select (max(fid) + 1)::text as next from ${sql.table(table)}`.execute(this.db);
    const next = result.rows[0]?.next;
    return next ? BigInt(next) : null;
  }

  async expandOgrStyles(table: string, key: string): Promise<string[]> {
    await sql`update ${sql.table(table)}
      set properties = (properties - ${key}::text) || waymark_ogr_style(properties ->> ${key}::text)
      where properties ? ${key}::text`.execute(this.db);
    const keys = await sql<{ k: string }>`
      select distinct k from ${sql.table(table)}, jsonb_object_keys(properties) k
      where starts_with(k, 'waymark__ogr_style__') order by 1`.execute(this.db);
    return keys.rows.map((r) => r.k);
  }

  /**
   * The summary scan and the two index builds run side by side, on connections of their own (a
   * build holds the table's SHARE lock, which another build and reads share). Rows the summary
   * finds not map-ready (rare: waymark_map_ready, migration 0004) are rewritten — the indexes
   * follow — and summed up again.
   */
  async finish(table: string, checkFids: boolean): Promise<FinishedBuild> {
    let [rows] = await Promise.all([
      this.summarise(table),
      sql`create index on ${sql.table(table)} using gist (geom)`.execute(this.db),
      sql`create index on ${sql.table(table)} (fid)`.execute(this.db),
    ]);
    if (rows.some((r) => r.repair)) {
      await this.quietly((trx) =>
        sql`update ${sql.table(table)} set geom = waymark_map_ready(geom)
          where ${notMapReady(sql<string>`geometrytype(geom)`)}`.execute(trx),
      );
      rows = await this.summarise(table);
    }
    const repeated =
      checkFids &&
      (
        await sql<{ found: boolean }>`select exists (
          select 1 from ${sql.table(table)} group by fid having count(*) > 1) as found`.execute(
          this.db,
        )
      ).rows[0]?.found === true;
    await sql`analyze ${sql.table(table)}`.execute(this.db);
    const fids = rows.flatMap((r) => (r.lo === null || r.hi === null ? [] : [r]));
    return {
      subLayers: rows.map(subLayerSummary),
      fids:
        fids.length === 0
          ? null
          : [
              fids.map((r) => BigInt(r.lo!)).reduce((a, b) => (b < a ? b : a)),
              fids.map((r) => BigInt(r.hi!)).reduce((a, b) => (b > a ? b : a)),
            ],
      fidsRepeat: repeated,
    };
  }

  /** One scan: per sub-layer count, extent, geometry kinds, fid range, whether to repair. */
  private summarise(table: string): Promise<SummaryRow[]> {
    return this.quietly(async (trx) => {
      const result = await sql<SummaryRow>`
      with typed as (select sub_layer, fid, geom, geometrytype(geom) as t from ${sql.table(table)}),
      agg as (
        select sub_layer, count(*)::int as n,
          st_transform(st_setsrid(st_extent(geom)::geometry, 3857), 4326) as box,
          bit_or(${FAMILY}) as kinds, min(fid)::text as lo, max(fid)::text as hi,
          bool_or(${notMapReady(sql<string>`t`)}) as repair
        from typed group by sub_layer)
      select sub_layer, n, st_xmin(box) as w, st_ymin(box) as s, st_xmax(box) as e,
        st_ymax(box) as nn, kinds, lo, hi, repair
      from agg order by sub_layer nulls first`.execute(trx);
      return result.rows;
    });
  }

  /** ST_IsValid reports every defect as a NOTICE; thousands of them help nobody. */
  private quietly<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await sql`set local client_min_messages = warning`.execute(trx);
      return work(trx);
    });
  }

  async drop(table: string): Promise<void> {
    await sql`drop table if exists ${sql.table(table)}`.execute(this.db);
  }

  private async dropLeftovers(fileId: number): Promise<void> {
    const tables = await sql<{ name: string }>`
      select tablename as name from pg_tables
      where schemaname = 'public' and starts_with(tablename, ${`features_build_${fileId}_`})`.execute(
      this.db,
    );
    for (const { name } of tables.rows) await this.drop(name);
  }
}

const FAMILIES: Record<number, string> = { 1: 'POINT', 2: 'LINESTRING', 4: 'POLYGON' };

function subLayerSummary(row: SummaryRow): SubLayerSummary {
  return {
    subLayer: row.sub_layer,
    featureCount: row.n,
    bounds: row.w === null ? null : ([row.w, row.s!, row.e!, row.nn!] as Bounds),
    geometryType: FAMILIES[row.kinds] ?? 'GEOMETRY',
  };
}
