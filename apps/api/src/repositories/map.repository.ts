import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { MapsTable } from '../db/schema.js';

export type MapRow = Selectable<MapsTable>;

/** The part of the maps repository the foundation needs (seed and default maps). */
export class MapRepository {
  constructor(private readonly db: Db) {}

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
}
