import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** PostGIS's catalogue of coordinate systems (spatial_ref_sys). */
export class SpatialRefRepository {
  constructor(private readonly db: Db) {}

  async exists(epsg: number): Promise<boolean> {
    const result = await sql<{ one: number }>`
      select 1 as one from spatial_ref_sys where auth_name = 'EPSG' and auth_srid = ${epsg}`.execute(
      this.db,
    );
    return result.rows.length > 0;
  }

  /** EPSG systems whose code starts with, or whose name contains, the query. */
  async search(query: string, limit = 20): Promise<{ id: number; text: string }[]> {
    // LIKE wildcards in the query are literal characters (backslash is LIKE's escape).
    const literal = query.replace(/[%_\\]/g, (c) => `\\${c}`);
    const result = await sql<{ id: number; text: string }>`
      select auth_srid as id, substring(srtext from '^[A-Z]+\\["([^"]+)"') as text
      from spatial_ref_sys
      where auth_name = 'EPSG'
        and (auth_srid::text like ${`${literal}%`}
             or substring(srtext from '^[A-Z]+\\["([^"]+)"') ilike ${`%${literal}%`})
      order by (auth_srid::text = ${query}) desc, auth_srid
      limit ${limit}`.execute(this.db);
    return result.rows.filter((r) => r.text);
  }
}
