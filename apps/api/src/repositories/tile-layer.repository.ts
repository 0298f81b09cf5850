import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { LayerRow } from './layer.repository.js';
import { visibleTo, type Viewer } from './scope.js';

/**
 * What drawing a tile needs of its layer: visibility, the filtering fields, the data version;
 * and its search field, which an offline pack's vector archive indexes (not used by the tiles).
 */
export type TileLayer = Pick<
  LayerRow,
  | 'id'
  | 'organisation_id'
  | 'data_version'
  | 'sub_layers'
  | 'search_field'
  | 'bounds'
  | 'zoom_min'
  | 'zoom_max'
  | 'raster_kind'
  | 'relief'
> & {
  /** Storage keys of the ready COGs, bottom to top (raster tiles only). */
  cog_keys: string[];
  /** The survey date of each COG's source file (null: none), beside cog_keys. */
  cog_dates: (string | null)[];
  /** Each COG's [least, greatest] value (value rasters), beside cog_keys. */
  cog_ranges: (number[] | null)[];
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
    // A COG's range as '{min,max}' text (arrays of arrays must be rectangular in PostgreSQL).
    const cogRanges = cogs
      ? sql<(string | null)[]>`array(select f.value_range::text ${readyCogs})`
      : sql<(string | null)[]>`'{}'::text[]`;
    return this.db
      .selectFrom('layers')
      .select([
        'id',
        'organisation_id',
        'data_version',
        'sub_layers',
        'search_field',
        'bounds',
        'zoom_min',
        'zoom_max',
        'raster_kind',
        'relief',
      ])
      .select(cogKeys.as('cog_keys'))
      .select(cogDates.as('cog_dates'))
      .select(cogRanges.as('cog_ranges'))
      .where('id', '=', id)
      .where(visibleTo(viewer, 'layers'))
      .executeTakeFirst()
      .then((row) => (row ? { ...row, cog_ranges: row.cog_ranges.map(parseRange) } : undefined));
  }
}

/** '{88.17,162.39}' → [88.17, 162.39]; null stays null. */
function parseRange(text: string | null): number[] | null {
  if (text === null) return null;
  const values = text.replace(/[{}]/g, '').split(',').map(Number);
  return values.length === 2 && values.every(Number.isFinite) ? values : null;
}
