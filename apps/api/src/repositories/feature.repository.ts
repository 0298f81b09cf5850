import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { featurePartition } from './layer.repository.js';

/** The table holding one file's features once swapped in. */
export function filePartition(layerId: number, fileId: number): string {
  return `features_l${layerId}_f${fileId}`;
}

export interface DirectFeature {
  fid: number;
  properties: Record<string, unknown>;
  /** Longitude/latitude in EPSG:4326. */
  lon: number;
  lat: number;
}

/**
 * Feature storage: `features` is partitioned by layer, each layer's partition by file. Loading a
 * file builds a table off-line and swaps it in with a short transaction, so readers see either
 * the old data or the new, never a half-loaded file, and a retried job replaces what an
 * interrupted one left.
 */
export class FeatureRepository {
  constructor(private readonly db: Db) {}

  /** Creates the layer's partition (and its default partition for direct inserts) if missing. */
  async ensureLayerPartition(layerId: number): Promise<void> {
    const parent = featurePartition(layerId);
    await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${layerId})`.execute(trx);
      await sql`create table if not exists ${sql.table(parent)} partition of features
        for values in (${sql.lit(layerId)}) partition by list (file_id)`.execute(trx);
      await sql`create table if not exists ${sql.table(`${parent}_direct`)} partition of ${sql.table(parent)} default`.execute(
        trx,
      );
    });
  }

  /**
   * Makes a table built off-line (FeatureBuildRepository, its indexes and constraint ready) the
   * file's partition: one short transaction drops the file's previous features and attaches the
   * new ones. `afterSwap` runs inside it (file and layer metadata), so both change together.
   * `measures`: the built table of the file's lines with M (FeatureBuilds.createMeasures), which
   * replace the file's previous ones in feature_measures in the same transaction.
   */
  async swapIn(
    building: string,
    layerId: number,
    fileId: number,
    afterSwap: (trx: Db) => Promise<void>,
    measures: string | null = null,
  ): Promise<void> {
    await this.ensureLayerPartition(layerId);
    await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${layerId})`.execute(trx);
      await this.dropFileIn(trx, layerId, fileId);
      await sql`alter table ${sql.table(building)} rename to ${sql.table(filePartition(layerId, fileId))}`.execute(
        trx,
      );
      await sql`alter table ${sql.table(featurePartition(layerId))} attach partition
        ${sql.table(filePartition(layerId, fileId))} for values in (${sql.lit(fileId)})`.execute(
        trx,
      );
      if (measures) await this.insertMeasures(trx, layerId, fileId, measures);
      await afterSwap(trx);
    });
  }

  /**
   * A file's lines with M as a route measures them: each line (single or multi) with its M
   * values; other geometries of the table are left out.
   */
  private async insertMeasures(
    trx: Db,
    layerId: number,
    fileId: number,
    measures: string,
  ): Promise<void> {
    await sql`insert into feature_measures (layer_id, file_id, fid, geom)
      select ${layerId}, ${fileId}, fid, st_multi(geom) from ${sql.table(measures)}
      where fid is not null and st_zmflag(geom) = 1 and not st_isempty(geom)
        and st_geometrytype(geom) in ('ST_LineString', 'ST_MultiLineString')
      on conflict (layer_id, fid) do nothing`.execute(trx);
  }

  /** Small loads (one 360° photo) go straight into the layer's default partition. */
  async replaceDirectFeatures(
    layerId: number,
    fileId: number,
    features: readonly DirectFeature[],
    afterSwap: (trx: Db) => Promise<void>,
  ): Promise<void> {
    await this.ensureLayerPartition(layerId);
    await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${layerId})`.execute(trx);
      await sql`delete from features where layer_id = ${layerId} and file_id = ${fileId}`.execute(
        trx,
      );
      for (const f of features) {
        await sql`insert into features (layer_id, file_id, fid, properties, geom)
          values (${layerId}, ${fileId}, ${f.fid}, ${JSON.stringify(f.properties)}::jsonb,
                  st_transform(st_setsrid(st_makepoint(${f.lon}, ${f.lat}), 4326), 3857))`.execute(
          trx,
        );
      }
      await afterSwap(trx);
    });
  }

  /** Removes a file's features, whichever way they were loaded. */
  async dropFile(
    layerId: number,
    fileId: number,
    afterDrop?: (trx: Db) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${layerId})`.execute(trx);
      await this.dropFileIn(trx, layerId, fileId);
      await afterDrop?.(trx);
    });
  }

  private async dropFileIn(trx: Db, layerId: number, fileId: number): Promise<void> {
    await sql`delete from feature_measures where layer_id = ${layerId} and file_id = ${fileId}`.execute(
      trx,
    );
    const table = filePartition(layerId, fileId);
    const exists = await sql<{ t: string | null }>`select to_regclass(${table}) as t`.execute(trx);
    if (exists.rows[0]?.t) {
      await sql`alter table ${sql.table(featurePartition(layerId))} detach partition ${sql.table(table)}`.execute(
        trx,
      );
      await sql`drop table ${sql.table(table)}`.execute(trx);
    }
    const direct = await sql<{
      t: string | null;
    }>`select to_regclass(${`${featurePartition(layerId)}_direct`}) as t`.execute(trx);
    if (direct.rows[0]?.t) {
      await sql`delete from ${sql.table(`${featurePartition(layerId)}_direct`)} where file_id = ${fileId}`.execute(
        trx,
      );
    }
  }

  /** Extent in EPSG:4326 [w, s, e, n] of one file's features, or null when it has none. */
  async fileBounds(layerId: number, fileId: number, trx: Db = this.db): Promise<number[] | null> {
    const result = await sql<{ w: number | null; s: number; e: number; n: number }>`
      with x as (select st_transform(st_setsrid(st_extent(geom)::geometry, 3857), 4326) as g
                 from features where layer_id = ${layerId} and file_id = ${fileId})
      select st_xmin(g) as w, st_ymin(g) as s, st_xmax(g) as e, st_ymax(g) as n from x`.execute(
      trx,
    );
    const row = result.rows[0];
    return row && row.w !== null ? [row.w, row.s, row.e, row.n] : null;
  }

  /** Whether a feature lies (at least partly) in a box of degrees [w, s, e, n]. */
  async isInBox(layerId: number, fid: number, box: readonly number[]): Promise<boolean> {
    const [w, s, e, n] = box;
    const result = await sql<{ found: boolean }>`
      select exists (select 1 from features
        where layer_id = ${layerId} and fid = ${fid}
          and geom && st_transform(st_makeenvelope(${w}, ${s}, ${e}, ${n}, 4326), 3857)) as found`.execute(
      this.db,
    );
    return result.rows[0]?.found === true;
  }

  /**
   * A layer's features with a point on each (degrees), in fid order: what the demo seed marks up.
   */
  async pointsOn(layerId: number, limit: number): Promise<FeaturePoint[]> {
    const result = await sql<FeaturePoint>`
      select fid::text as fid, properties, st_x(p) as lon, st_y(p) as lat
      from (select fid, properties, st_transform(st_pointonsurface(geom), 4326) as p
            from features where layer_id = ${layerId} order by fid limit ${limit}) f`.execute(
      this.db,
    );
    return result.rows;
  }
}

/** A feature and a point on it (see pointsOn). */
export interface FeaturePoint {
  fid: string;
  properties: Record<string, unknown>;
  lon: number;
  lat: number;
}
