import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import type { LayerFilesTable } from '../db/schema.js';
import { touches } from './map-file.repository.js';
import type { LayerFilesSummary } from './layer-file-summary.js';

export type { LayerFilesSummary } from './layer-file-summary.js';

export type LayerFileRow = Selectable<LayerFilesTable>;
export type NewLayerFile = Insertable<LayerFilesTable>;
export type FileOrderField = 'id' | 'name' | 'size' | 'created_at' | 'file_type';

export class LayerFileRepository {
  constructor(private readonly db: Db) {}

  create(values: NewLayerFile): Promise<LayerFileRow> {
    return this.db
      .insertInto('layer_files')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findById(id: number): Promise<LayerFileRow | undefined> {
    return this.db.selectFrom('layer_files').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findInLayer(layerId: number, id: number): Promise<LayerFileRow | undefined> {
    return this.db
      .selectFrom('layer_files')
      .selectAll()
      .where('layer_id', '=', layerId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findByName(layerId: number, name: string): Promise<LayerFileRow | undefined> {
    return this.db
      .selectFrom('layer_files')
      .selectAll()
      .where('layer_id', '=', layerId)
      .where('name', '=', name)
      .where('role', '!=', 'derived')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  listForLayer(
    layerId: number,
    options: {
      order?: { field: FileOrderField; direction: 'asc' | 'desc' };
      roles?: LayerFileRow['role'][];
    } = {},
  ): Promise<LayerFileRow[]> {
    let query = this.db.selectFrom('layer_files').selectAll().where('layer_id', '=', layerId);
    if (options.roles) query = query.where('role', 'in', options.roles);
    const order = options.order ?? { field: 'id', direction: 'asc' };
    return query.orderBy(order.field, order.direction).orderBy('id').execute();
  }

  children(parentId: number): Promise<LayerFileRow[]> {
    return this.db
      .selectFrom('layer_files')
      .selectAll()
      .where('parent_id', '=', parentId)
      .orderBy('id')
      .execute();
  }

  /**
   * The attachments of one feature: those for every feature, those whose link value equals the
   * feature's value of the link field (by default the layer's attachment field), and those
   * linked to its fid (a 360° photo is the attachment of its own point).
   */
  async attachmentsOfFeature(layerId: number, fid: number): Promise<LayerFileRow[]> {
    const result = await sql<LayerFileRow>`
      select lf.* from layer_files lf
      join layers l on l.id = lf.layer_id
      left join features f on f.layer_id = ${layerId} and f.fid = ${fid}
      where lf.layer_id = ${layerId} and lf.role in ('attachment', 'source')
        and (lf.attach_all
             or lf.fid = ${fid}
             or (lf.link_value is not null and f.properties ->> coalesce(lf.link_field, l.attachment_field) = lf.link_value))
      order by lf.name, lf.id`.execute(this.db);
    return result.rows;
  }

  async update(id: number, values: Updateable<LayerFilesTable>): Promise<void> {
    await this.db
      .updateTable('layer_files')
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }

  /** Deletes the rows (children and derived files cascade); returns every id and storage key freed. */
  async delete(
    layerId: number,
    ids: readonly number[],
  ): Promise<{ ids: number[]; keys: string[] }> {
    if (ids.length === 0) return { ids: [], keys: [] };
    const tree = await sql<{ id: number; storage_key: string }>`
      with recursive tree as (
        select id, storage_key from layer_files where layer_id = ${layerId} and id = any(${sql.val(ids)}::int[])
        union all
        select c.id, c.storage_key from layer_files c join tree t on c.parent_id = t.id
      )
      select id, storage_key from tree`.execute(this.db);
    await this.db
      .deleteFrom('layer_files')
      .where('layer_id', '=', layerId)
      .where('id', 'in', ids)
      .execute();
    return { ids: tree.rows.map((r) => r.id), keys: tree.rows.map((r) => r.storage_key) };
  }

  /**
   * Every object stored for a layer (it is being deleted): its files and the archives of the
   * offline packs made of it, whose rows go with the layer's.
   */
  async storageKeysOfLayer(layerId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('layer_files')
      .select('storage_key')
      .where('layer_id', '=', layerId)
      .unionAll((db) =>
        db
          .selectFrom('pack_archives')
          .select(sql<string>`storage_key`.as('storage_key'))
          .where('layer_id', '=', layerId)
          .where('storage_key', 'is not', null),
      )
      .execute();
    return rows.map((r) => r.storage_key);
  }

  /**
   * What the layer lists show of each layer's files, for a page of layers in one query: how
   * many source files are in each state, the features of the sources, the files a user sees
   * (sources and attachments), the mean progress of the files being processed and the error
   * code of the first source in error. Layers without files are absent.
   */
  async summaries(layerIds: readonly number[]): Promise<Map<number, LayerFilesSummary>> {
    const out = new Map<number, LayerFilesSummary>();
    if (layerIds.length === 0) return out;
    const rows = await sql<SummaryRow>`
      select layer_id,
        count(*) filter (where role = 'source' and status = 'queued')::int as queued,
        count(*) filter (where role = 'source' and status = 'processing')::int as processing,
        count(*) filter (where role = 'source' and status = 'ready')::int as ready,
        count(*) filter (where role = 'source' and status = 'error')::int as error,
        coalesce(sum(feature_count) filter (where role = 'source'), 0)::float8 as feature_count,
        count(*) filter (where role in ('source', 'attachment'))::int as file_count,
        round(avg(progress) filter (where status in ('queued', 'processing')))::int as progress,
        (array_agg(error_code order by id)
          filter (where role = 'source' and status = 'error'))[1] as error_code,
        coalesce(array_agg(distinct survey_date::text order by survey_date::text)
          filter (where role = 'source' and survey_date is not null), '{}') as survey_dates,
        case when count(value_range) filter (where role = 'derived' and status = 'ready') = 0
          then null
          else array[min(value_range[1]) filter (where role = 'derived' and status = 'ready'),
                     max(value_range[2]) filter (where role = 'derived' and status = 'ready')]
        end as value_range
      from layer_files
      where layer_id = any(${sql.val(layerIds)}::int[])
      group by layer_id`.execute(this.db);
    for (const row of rows.rows) {
      const { layer_id, queued, processing, ready, error, ...rest } = row;
      const states: Record<string, number> = {};
      for (const [state, n] of Object.entries({ queued, processing, ready, error })) {
        if (n > 0) states[state] = n;
      }
      out.set(layer_id, { states, ...rest, feature_count: Number(rest.feature_count) });
    }
    return out;
  }

  /** Which of these files' places touch the box (a share's bounds), by the same rule. */
  async touchingIds(
    fileIds: readonly number[],
    box: readonly [number, number, number, number],
  ): Promise<Set<number>> {
    if (fileIds.length === 0) return new Set();
    const result = await sql<{ id: number }>`
      select lf.id from layer_files lf
      join layers l on l.id = lf.layer_id
      left join layer_files p on p.id = lf.parent_id
      where lf.id = any(${sql.val(fileIds)}::int[]) and coalesce(${touches(box)}, false)`.execute(
      this.db,
    );
    return new Set(result.rows.map((r) => r.id));
  }
}

interface SummaryRow extends Omit<LayerFilesSummary, 'states'> {
  layer_id: number;
  queued: number;
  processing: number;
  ready: number;
  error: number;
}
