import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import type { LayerFilesTable } from '../db/schema.js';

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

  async storageKeysOfLayer(layerId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('layer_files')
      .select('storage_key')
      .where('layer_id', '=', layerId)
      .execute();
    return rows.map((r) => r.storage_key);
  }

  /** Per layer, how many source files are in each state. */
  async sourceStates(layerIds: readonly number[]): Promise<Map<number, Record<string, number>>> {
    const out = new Map<number, Record<string, number>>();
    if (layerIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('layer_files')
      .select(['layer_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('layer_id', 'in', layerIds)
      .where('role', '=', 'source')
      .groupBy(['layer_id', 'status'])
      .execute();
    for (const row of rows) {
      const entry = out.get(row.layer_id) ?? {};
      entry[row.status] = Number(row.n);
      out.set(row.layer_id, entry);
    }
    return out;
  }
}
