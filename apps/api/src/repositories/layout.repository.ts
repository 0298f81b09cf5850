import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export class LayoutRepository {
  constructor(private readonly db: Db) {}

  async findHostLayout(host: string): Promise<unknown> {
    const row = await this.db
      .selectFrom('host_layouts')
      .select('layout')
      .where('host', '=', host)
      .executeTakeFirst();
    return row?.layout;
  }

  async upsertHostLayout(host: string, layout: unknown): Promise<void> {
    const json = JSON.stringify(layout);
    await this.db
      .insertInto('host_layouts')
      .values({ host, layout: json })
      .onConflict((oc) => oc.column('host').doUpdateSet({ layout: json, updated_at: sql`now()` }))
      .execute();
  }
}
