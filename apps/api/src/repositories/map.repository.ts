import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { MapsTable } from '../db/schema.js';
import type { PageWindow } from '../http/pagination.js';
import type { OrganisationScope } from './scope.js';

export type MapRow = Selectable<MapsTable>;

/** Who is reading: maps are visible within the scope, OWN ones only to their owner. */
export interface MapViewer {
  userId: number;
  scope: OrganisationScope;
  isSuperuser: boolean;
}

export class MapRepository {
  constructor(private readonly db: Db) {}

  private visible(viewer: MapViewer) {
    let query = this.db.selectFrom('maps');
    if (viewer.scope.kind === 'some') {
      query = query.where(
        'organisation_id',
        'in',
        viewer.scope.ids.length ? viewer.scope.ids : [-1],
      );
    }
    if (!viewer.isSuperuser) {
      query = query.where((eb) =>
        eb.or([eb('visibility', '=', 'ORG'), eb('owner_id', '=', viewer.userId)]),
      );
    }
    return query;
  }

  findVisible(id: number, viewer: MapViewer): Promise<MapRow | undefined> {
    return this.visible(viewer).selectAll().where('id', '=', id).executeTakeFirst();
  }

  async list(
    viewer: MapViewer,
    window: PageWindow,
    organisationId?: number,
  ): Promise<{ count: number; rows: MapRow[] }> {
    let base = this.visible(viewer);
    if (organisationId !== undefined) base = base.where('organisation_id', '=', organisationId);
    const [{ count } = { count: 0 }] = await base
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .execute();
    const rows = await base
      .selectAll()
      .orderBy('name')
      .orderBy('id')
      .limit(window.limit)
      .offset(window.offset)
      .execute();
    return { count: Number(count), rows };
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

  create(values: {
    organisation_id: number;
    owner_id: number | null;
    name: string;
    title?: string;
    visibility?: 'OWN' | 'ORG';
  }): Promise<MapRow> {
    return this.db.insertInto('maps').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async touch(id: number): Promise<void> {
    await this.db
      .updateTable('maps')
      .set({ updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }
}
