import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { LayerRow } from './layer.repository.js';
import { visibleTo, type Viewer } from './scope.js';

/** What drawing a tile needs of its layer: visibility, the filtering fields, the data version. */
export type TileLayer = Pick<
  LayerRow,
  'id' | 'data_version' | 'sub_layers' | 'bounds' | 'zoom_min' | 'zoom_max'
> & {
  /** Storage keys of the ready COGs, bottom to top (raster tiles only). */
  cog_keys: string[];
  /** The survey date of each COG's source file (null: none), beside cog_keys. */
  cog_dates: (string | null)[];
};

/** Layers as tiles see them: one narrow query per tile (no style JSON, COGs included). */
export class TileLayerRepository {
  constructor(private readonly db: Db) {}

  /**
   * The layer if the viewer may see it (same rule as every layer read). With `cogs`, its COGs in
   * upload order of their source files, so that a later upload covers an earlier one.
   */
  findVisible(id: number, viewer: Viewer, cogs: boolean): Promise<TileLayer | undefined> {
    const readyCogs = sql`from layer_files f left join layer_files p on p.id = f.parent_id
          where f.layer_id = layers.id and f.role = 'derived' and f.file_type = 'cog'
            and f.status = 'ready' order by f.parent_id, f.id`;
    const cogKeys = cogs
      ? sql<string[]>`array(select f.storage_key ${readyCogs})`
      : sql<string[]>`'{}'::text[]`;
    const cogDates = cogs
      ? sql<(string | null)[]>`array(select p.survey_date::text ${readyCogs})`
      : sql<(string | null)[]>`'{}'::text[]`;
    return this.db
      .selectFrom('layers')
      .select(['id', 'data_version', 'sub_layers', 'bounds', 'zoom_min', 'zoom_max'])
      .select(cogKeys.as('cog_keys'))
      .select(cogDates.as('cog_dates'))
      .where('id', '=', id)
      .where(visibleTo(viewer, 'layers'))
      .executeTakeFirst();
  }
}
