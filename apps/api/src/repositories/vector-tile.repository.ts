import { VECTOR_SOURCE_LAYER } from '@waymark/contract';
import { sql, type RawBuilder } from 'kysely';
import { queryPrepared, type Db } from '../db/database.js';
import { primaryReads, type Reads } from '../db/read-router.js';
import type { Box, TileAddress } from '../tiles/tile-math.js';

export const MVT_EXTENT = 4096;
export const MVT_BUFFER = 64;

export interface VectorTileQuery extends TileAddress {
  layerId: number;
  /** Only features of these CAD sub-layers; null for all. */
  subLayers: readonly string[] | null;
  /** The layer's bounds (EPSG:3857) when they cut this tile: features are clipped to it. */
  clip: Box | null;
  /** ST_Simplify tolerance in metres; 0 keeps every vertex. */
  simplify: number;
  /** Only features of the layer's files of this survey date ('YYYY-MM-DD'); null for all. */
  surveyDate?: string | null;
}

function envelope(box: Box) {
  return sql`st_makeenvelope(${box.minX}, ${box.minY}, ${box.maxX}, ${box.maxY}, 3857)`;
}

/** What every tile of a batch shares: the layer and how its features are chosen and drawn. */
export type VectorTileShape = Omit<VectorTileQuery, keyof TileAddress>;

/**
 * One tile of one layer as a Mapbox Vector Tile: a single MVT layer named VECTOR_SOURCE_LAYER,
 * the feature id and a `fid` property from fid, the jsonb attributes as properties (PostGIS
 * encodes a jsonb column's scalar keys; nested objects and arrays are left out), then
 * `sub_layer`. Later columns win over same-named attributes in every MVT reader.
 *
 * The filter uses the tile envelope widened by the buffer, so the GiST index on geom answers it.
 * Features are encoded in fid order, not in the order the plan meets them (which follows the
 * index's or the table's physical layout): the same data gives the same bytes, as the tile's
 * ETag promises, after a VACUUM, a restore from backup, or on a replica.
 */
export function vectorTileSql(query: VectorTileQuery): RawBuilder<{ mvt: Buffer | null }> {
  const { z, x, y } = query;
  return mvtSql(query, sql`${z}::int`, sql`${x}::int`, sql`${y}::int`);
}

/**
 * Several tiles of one zoom and shape in one statement, row `i` (from 1) the tile of `tiles[i-1]`,
 * each made by the same SQL as vectorTileSql and so the same bytes. A light tile's time is mostly
 * the statement around it (a round trip, a snapshot, the executor's start and end): eight in one
 * statement take a third of eight statements' time (npm run bench -- tiles).
 */
export function vectorTilesSql(
  shape: VectorTileShape,
  z: number,
  tiles: readonly { x: number; y: number }[],
): RawBuilder<{ i: number; mvt: Buffer | null }> {
  const xs = tiles.map((t) => t.x);
  const ys = tiles.map((t) => t.y);
  return sql<{ i: number; mvt: Buffer | null }>`
    select q.i::int as i, (${mvtSql(shape, sql`${z}::int`, sql`q.x`, sql`q.y`)}) as mvt
    from unnest(${sql.val(xs)}::int[], ${sql.val(ys)}::int[]) with ordinality as q(x, y, i)
    order by q.i`;
}

/** The tile at z/x/y (SQL expressions: parameters, or a batch's columns) as one MVT. */
function mvtSql(
  { layerId, subLayers, clip, simplify, surveyDate }: VectorTileShape,
  z: RawBuilder<unknown>,
  x: RawBuilder<unknown>,
  y: RawBuilder<unknown>,
): RawBuilder<{ mvt: Buffer | null }> {
  const tile = sql`st_tileenvelope(${z}, ${x}, ${y})`;
  const margin = MVT_BUFFER / MVT_EXTENT;
  const searchBox = sql`st_tileenvelope(${z}, ${x}, ${y}, margin => ${margin}::float8)`;
  let geom = sql`f.geom`;
  if (clip) {
    // Features wholly inside the bounds keep their geometry untouched; only those that cross
    // the edge are cut (ST_ClipByBox2D is fast and tolerant of invalid input).
    geom = sql`case when f.geom @ ${envelope(clip)} then f.geom
      else st_clipbybox2d(f.geom, ${envelope(clip)}) end`;
  }
  if (simplify > 0) geom = sql`st_simplify(${geom}, ${simplify}::float8, true)`;
  const filters = [sql`f.layer_id = ${layerId}::int`, sql`f.geom && ${searchBox}`];
  if (subLayers) filters.push(sql`f.sub_layer = any(${sql.val(subLayers)}::text[])`);
  if (clip) filters.push(sql`f.geom && ${envelope(clip)}`);
  if (surveyDate) {
    filters.push(sql`f.file_id in (select lf.id from layer_files lf
      where lf.layer_id = ${layerId}::int and lf.survey_date = ${surveyDate}::date)`);
  }
  return sql<{ mvt: Buffer | null }>`
    select st_asmvt(t.*, ${VECTOR_SOURCE_LAYER}::text, ${MVT_EXTENT}::int, 'geom', 'fid') as mvt
    from (
      select st_asmvtgeom(${geom}, ${tile}, ${MVT_EXTENT}::int, ${MVT_BUFFER}::int, true) as geom,
        f.properties, f.fid, f.fid as fid, f.sub_layer
      from features f
      where ${sql.join(filters, sql` and `)}
      order by f.fid
    ) t
    where t.geom is not null`;
}

/** A one-row relation `v(current)`: whether this server holds the layer at `dataVersion`. */
function holdsVersion(layerId: number, dataVersion: number) {
  return sql`(select exists (select 1 from layers where id = ${layerId}::int
    and data_version = ${dataVersion}::int) as current) v`;
}

/** Vector tiles straight from PostGIS (from a replica, where one serves them). */
export class VectorTileRepository {
  constructor(
    private readonly db: Db,
    private readonly reads: Reads = primaryReads(db),
  ) {}

  /**
   * The encoded tile; an empty buffer when no feature reaches it. `dataVersion` is the layer's
   * version its tag was made from: a replica that has not replayed that version yet (or is past
   * it) does not draw it — the primary does — so that a tag never names another version's bytes.
   */
  async tile(query: VectorTileQuery, dataVersion: number): Promise<Buffer> {
    return this.reads.run(async (db, onReplica) => {
      if (onReplica) {
        const result = await sql<{ current: boolean; mvt: Buffer | null }>`
          select v.current, case when v.current then (select t.mvt from (${vectorTileSql(query)}) t)
            end as mvt
          from ${holdsVersion(query.layerId, dataVersion)}`.execute(db);
        const row = result.rows[0];
        if (row?.current) return row.mvt ?? Buffer.alloc(0);
      }
      const [row] = await queryPrepared(this.db, vectorTileSql(query).compile(this.db));
      return row?.mvt ?? Buffer.alloc(0);
    });
  }

  /**
   * Tiles of one zoom and shape made in one statement (see vectorTilesSql), in the order asked;
   * on a replica only when it holds `dataVersion`, as `tile`.
   */
  async tiles(
    shape: VectorTileShape,
    z: number,
    tiles: readonly { x: number; y: number }[],
    dataVersion: number,
  ): Promise<Buffer[]> {
    const batch = vectorTilesSql(shape, z, tiles);
    const rows = await this.reads.run(async (db, onReplica) => {
      if (onReplica) {
        // One statement, one snapshot: the version checked is the version drawn.
        const result = await sql<{ i: number; mvt: Buffer | null }>`
          select b.i, b.mvt
          from ${holdsVersion(shape.layerId, dataVersion)}
          cross join lateral (${batch}) b
          where v.current`.execute(db);
        if (result.rows.length > 0) return result.rows;
      }
      return queryPrepared(this.db, batch.compile(this.db));
    });
    const made = new Map(rows.map((row) => [row.i, row.mvt]));
    return tiles.map((_, index) => made.get(index + 1) ?? Buffer.alloc(0));
  }
}
