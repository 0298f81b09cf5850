import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import { primaryReads, type Reads } from '../db/read-router.js';
import type { MapsTable } from '../db/schema.js';
import type { MapOrderField } from '@waymark/contract';
import type { Ordering, PageWindow } from '../lib/ordering.js';
import { visibleTo, type Viewer } from './scope.js';
import { paginate, type ListFilter } from './paginate.js';
import { textMatches } from './text-search.js';

export type MapRow = Selectable<MapsTable>;
export type MapValues = Omit<Updateable<MapsTable>, 'id' | 'created_at' | 'updated_at'>;

export class MapRepository {
  constructor(
    private readonly db: Db,
    /** The list's reads (a replica's, where one serves them; see ReadRouter). */
    private readonly reads: Reads = primaryReads(db),
  ) {}

  private visible(viewer: Viewer, db: Db = this.db) {
    return db.selectFrom('maps').where(visibleTo(viewer, 'maps'));
  }

  findById(id: number): Promise<MapRow | undefined> {
    return this.db.selectFrom('maps').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findVisible(id: number, viewer: Viewer): Promise<MapRow | undefined> {
    return this.visible(viewer).selectAll().where('id', '=', id).executeTakeFirst();
  }

  async list(
    viewer: Viewer,
    order: Ordering<MapOrderField>,
    window: PageWindow,
    filter: ListFilter = {},
  ): Promise<{ count: number; rows: MapRow[] }> {
    return this.reads.run((db) => {
      let base = this.visible(viewer, db);
      if (filter.organisationId !== undefined)
        base = base.where('organisation_id', '=', filter.organisationId);
      const match = textMatches(filter.search, ['maps.name', 'maps.title']);
      if (match) base = base.where(match);
      return paginate(base, window, (q) =>
        q.selectAll().orderBy(order.field, order.direction).orderBy('id'),
      );
    });
  }

  findByName(organisationId: number, name: string): Promise<MapRow | undefined> {
    return this.db
      .selectFrom('maps')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('name', '=', name)
      .orderBy('id')
      .executeTakeFirst();
  }

  create(values: Insertable<MapsTable>): Promise<MapRow> {
    return this.db.insertInto('maps').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async update(id: number, values: MapValues): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await this.db
      .updateTable('maps')
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('maps').where('id', '=', id).execute();
  }

  async touch(id: number): Promise<void> {
    await this.db
      .updateTable('maps')
      .set({ updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }
}
