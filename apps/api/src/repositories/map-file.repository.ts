import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { LayerFileRow } from './layer-file.repository.js';
import { escapeLike } from './text-search.js';

export interface MapFileFilter {
  /** Part of the file name, any case. */
  search?: string;
  /** [w, s, e, n] in degrees: only files whose place touches it. */
  box?: readonly [number, number, number, number];
  ids?: readonly number[];
  /** A share's bounds: only files whose place touches them. */
  within?: readonly [number, number, number, number] | null;
}

export type MapFileRow = LayerFileRow & { layer_name: string };

/**
 * The place of a file, tested against a box: geodata by its own bounds, else its parent's
 * (companions), else its derived COG's; attachments through the features they belong to (one
 * fid, or the features whose link field has their value), and those for every feature through
 * their layer's bounds or extent. The feature tests go through the GiST index on geom.
 */
export function touches(box: readonly [number, number, number, number]) {
  const [w, s, e, n] = box;
  const env = sql`st_transform(st_makeenvelope(${w}, ${s}, ${e}, ${n}, 4326), 3857)`;
  const hit = (b: ReturnType<typeof sql>) =>
    sql`(${b})[1] <= ${e} and (${b})[3] >= ${w} and (${b})[2] <= ${n} and (${b})[4] >= ${s}`;
  const geodataBounds = sql`coalesce(lf.bounds, p.bounds,
    (select d.bounds from layer_files d where d.parent_id = lf.id and d.role = 'derived'
     and d.bounds is not null order by d.id desc limit 1))`;
  return sql<boolean>`case
    when lf.role <> 'attachment' then ${hit(geodataBounds)}
    when lf.fid is not null then exists (select 1 from features f
      where f.layer_id = lf.layer_id and f.fid = lf.fid and f.geom && ${env})
    when lf.link_value is not null then exists (select 1 from features f
      where f.layer_id = lf.layer_id and f.geom && ${env}
        and f.properties ->> coalesce(lf.link_field, l.attachment_field) = lf.link_value)
    else coalesce(${hit(sql`coalesce(l.bounds, l.extent)`)}, false) end`;
}

/** The files of a map's layers for the files panel and its zip download. */
export class MapFileRepository {
  constructor(private readonly db: Db) {}

  /** Sources, companions and attachments of the given layers, in map order, then by name. */
  async list(
    mapId: number,
    layerIds: readonly number[],
    filter: MapFileFilter,
  ): Promise<MapFileRow[]> {
    if (layerIds.length === 0) return [];
    const conditions = [
      sql`lf.layer_id = any(${sql.val(layerIds)}::int[])`,
      sql`lf.role in ('source', 'companion', 'attachment')`,
    ];
    if (filter.search) {
      conditions.push(sql`lf.name ilike '%' || ${escapeLike(filter.search)} || '%'`);
    }
    if (filter.ids) conditions.push(sql`lf.id = any(${sql.val(filter.ids)}::int[])`);
    if (filter.box) conditions.push(sql`coalesce(${touches(filter.box)}, false)`);
    if (filter.within) conditions.push(sql`coalesce(${touches(filter.within)}, false)`);
    const result = await sql<MapFileRow>`
      select lf.*, l.name as layer_name
      from layer_files lf
      join layers l on l.id = lf.layer_id
      join map_layers ml on ml.layer_id = l.id and ml.map_id = ${mapId}
      left join layer_files p on p.id = lf.parent_id
      where ${sql.join(conditions, sql` and `)}
      order by ml.position, l.id, lf.name, lf.id`.execute(this.db);
    return result.rows;
  }
}
