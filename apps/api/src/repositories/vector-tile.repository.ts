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
export function vectorTileSql({
  layerId,
  z,
  x,
  y,
  subLayers,
  clip,
  simplify,
  surveyDate,
}: VectorTileQuery): RawBuilder<{ mvt: Buffer | null }> {
  const tile = sql`st_tileenvelope(${z}::int, ${x}::int, ${y}::int)`;
  const margin = MVT_BUFFER / MVT_EXTENT;
  const searchBox = sql`st_tileenvelope(${z}::int, ${x}::int, ${y}::int, margin => ${margin}::float8)`;
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
          from (select exists (select 1 from layers where id = ${query.layerId}::int
            and data_version = ${dataVersion}::int) as current) v`.execute(db);
        const row = result.rows[0];
        if (row?.current) return row.mvt ?? Buffer.alloc(0);
      }
      const [row] = await queryPrepared(this.db, vectorTileSql(query).compile(this.db));
      return row?.mvt ?? Buffer.alloc(0);
    });
  }
}
