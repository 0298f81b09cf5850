import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import { primaryReads, type Reads } from '../db/read-router.js';
import type { LayersTable } from '../db/schema.js';
import type { LayerOrderField } from '@waymark/contract';
import type { Ordering, PageWindow } from '../lib/ordering.js';
import { visibleTo, type Viewer } from './scope.js';
import { paginate, type ListFilter } from './paginate.js';
import { textMatches } from './text-search.js';

export type LayerRow = Selectable<LayersTable>;
export type LayerValues = Omit<Updateable<LayersTable>, 'id' | 'created_at' | 'updated_at'>;
/** What `update` takes: the jsonb columns as values (stored as JSON text, see toColumns). */
export type LayerChanges = Omit<LayerValues, 'style' | 'label' | 'relief'> & {
  style?: unknown;
  label?: unknown;
  relief?: unknown;
};
export type MapLayerRow = LayerRow & { map_id: number; position: number };
export type { LayerOrderField };

/** jsonb columns go in as JSON text. */
function toColumns<T extends { style?: unknown; label?: unknown; relief?: unknown }>(values: T) {
  const { style, label, relief, ...rest } = values;
  const json = (v: unknown) =>
    v === undefined ? undefined : v === null ? null : JSON.stringify(v);
  const out: Record<string, unknown> = { ...rest };
  if (style !== undefined) out.style = json(style);
  if (label !== undefined) out.label = json(label);
  if (relief !== undefined) out.relief = json(relief);
  return out;
}

export class LayerRepository {
  constructor(
    private readonly db: Db,
    /** The list's reads (a replica's, where one serves them; see ReadRouter). */
    private readonly reads: Reads = primaryReads(db),
  ) {}

  private visible(viewer: Viewer, db: Db = this.db) {
    return db.selectFrom('layers').where(visibleTo(viewer, 'layers'));
  }

  findVisible(id: number, viewer: Viewer): Promise<LayerRow | undefined> {
    return this.visible(viewer).selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** For the worker, which acts on behalf of the system, not a user. */
  findById(id: number): Promise<LayerRow | undefined> {
    return this.db.selectFrom('layers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async list(
    viewer: Viewer,
    order: Ordering<LayerOrderField>,
    window: PageWindow,
    filter: ListFilter = {},
  ): Promise<{ count: number; rows: LayerRow[] }> {
    return this.reads.run((db) => {
      let base = this.visible(viewer, db);
      if (filter.organisationId !== undefined)
        base = base.where('organisation_id', '=', filter.organisationId);
      const match = textMatches(filter.search, ['layers.name']);
      if (match) base = base.where(match);
      return paginate(base, window, (q) =>
        q.selectAll().orderBy(order.field, order.direction).orderBy('id'),
      );
    });
  }

  /** The layers of a map in map order (only those the viewer may see). */
  listForMap(mapId: number, viewer: Viewer): Promise<MapLayerRow[]> {
    return this.listForMaps([mapId], viewer);
  }

  /** The layers of several maps (a page of them) in map order, in one query. */
  listForMaps(mapIds: readonly number[], viewer: Viewer): Promise<MapLayerRow[]> {
    return this.ofMaps(mapIds, viewer);
  }

  /**
   * Every layer of a map, whoever may see it: for the system (the command line's import, the
   * demo seed), which acts for no user. Never for a request.
   */
  listAllForMap(mapId: number): Promise<MapLayerRow[]> {
    return this.ofMaps([mapId], null);
  }

  private ofMaps(mapIds: readonly number[], viewer: Viewer | null): Promise<MapLayerRow[]> {
    if (mapIds.length === 0) return Promise.resolve([]);
    let query = this.db
      .selectFrom('layers')
      .innerJoin('map_layers', 'map_layers.layer_id', 'layers.id')
      .selectAll('layers')
      .select(['map_layers.map_id', 'map_layers.position'])
      .where('map_layers.map_id', 'in', mapIds);
    if (viewer) query = query.where(visibleTo(viewer, 'layers'));
    return query
      .orderBy('map_layers.map_id')
      .orderBy('map_layers.position')
      .orderBy('layers.id')
      .execute();
  }

  create(values: Insertable<LayersTable>): Promise<LayerRow> {
    return this.db
      .insertInto('layers')
      .values(toColumns(values) as Insertable<LayersTable>)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(id: number, values: LayerChanges): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await this.db
      .updateTable('layers')
      .set({ ...(toColumns(values) as LayerValues), updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }

  /** Gives a layer without type the type of the data uploaded into it. */
  async setTypeIfUnset(id: number, type: string): Promise<void> {
    await this.db
      .updateTable('layers')
      .set({ type, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('type', 'is', null)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // Dropping the layer's feature partition is instant; deleting its rows would not be.
      await sql`drop table if exists ${sql.table(featurePartition(id))} cascade`.execute(trx);
      await trx.deleteFrom('layers').where('id', '=', id).execute();
    });
  }

  refreshFromFiles(layerId: number): Promise<void> {
    return refreshLayerFromFiles(this.db, layerId);
  }

  /** A new data version (tile ETags) when what its tiles draw changes but not its data. */
  bumpDataVersion(layerId: number): Promise<void> {
    return bumpLayerDataVersion(this.db, layerId);
  }

  /** Distinct values of one attribute, for attach targets and filters; maybe only in a box. */
  async fieldValues(
    layerId: number,
    field: string,
    box: readonly number[] | null = null,
    limit = 1000,
  ): Promise<string[]> {
    const inBox = box
      ? sql` and geom && st_transform(st_makeenvelope(${box[0]}, ${box[1]}, ${box[2]}, ${box[3]}, 4326), 3857)`
      : sql``;
    const rows = await sql<{ value: string }>`
      select distinct properties ->> ${field} as value from features
      where layer_id = ${layerId} and properties ? ${field} and properties ->> ${field} is not null${inBox}
      order by 1 limit ${limit}`.execute(this.db);
    return rows.rows.map((r) => r.value);
  }
}

/** Each layer's features live in their own partition of `features`. */
export function featurePartition(layerId: number): string {
  return `features_l${layerId}`;
}

/** The layer's tiles change (a file's survey date): a new data version, the maps touched. */
export async function bumpLayerDataVersion(trx: Db, layerId: number): Promise<void> {
  await sql`update layers set data_version = data_version + 1, updated_at = now()
    where id = ${layerId}`.execute(trx);
  await sql`update maps set updated_at = now()
    where id in (select map_id from map_layers where layer_id = ${layerId})`.execute(trx);
}

/**
 * Recomputes what a layer derives from its processed files — attribute names, CAD sub-layers,
 * data extent — sets its type if it has none, and bumps its data version (tile ETags) and the
 * modification time of the maps that show it. Runs in the transaction that changed the files.
 */
export async function refreshLayerFromFiles(
  trx: Db,
  layerId: number,
  type?: string,
): Promise<void> {
  await sql`
    with ready as (select * from layer_files where layer_id = ${layerId} and status = 'ready'),
    box as (
      select min(b[1]) as w, min(b[2]) as s, max(b[3]) as e, max(b[4]) as n
      from (select bounds as b from ready where bounds is not null) x)
    update layers set
      attributes = coalesce((select array_agg(distinct a order by a) from ready, unnest(ready.attributes) a), '{}'),
      available_sub_layers = coalesce((select array_agg(distinct s order by s) from ready, unnest(ready.sub_layers) s), '{}'),
      extent = (select case when w is null then null else array[w, s, e, n] end from box),
      type = coalesce(type, ${type ?? null}),
      data_version = data_version + 1,
      updated_at = now()
    where id = ${layerId}`.execute(trx);
  await sql`update maps set updated_at = now()
    where id in (select map_id from map_layers where layer_id = ${layerId})`.execute(trx);
}
