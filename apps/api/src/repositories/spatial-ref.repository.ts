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

  /** An EPSG system's name and PROJ's definitions of it; null when PostGIS does not know it. */
  async definition(
    epsg: number,
  ): Promise<{ id: number; text: string; proj4: string; wkt: string } | null> {
    const result = await sql<{ id: number; text: string | null; proj4: string; wkt: string }>`
      select auth_srid as id, substring(srtext from '^[A-Z]+\\["([^"]+)"') as text,
             trim(proj4text) as proj4, srtext as wkt
      from spatial_ref_sys
      where auth_name = 'EPSG' and auth_srid = ${epsg}
        and coalesce(proj4text, '') <> '' and coalesce(srtext, '') <> ''`.execute(this.db);
    const row = result.rows[0];
    return row ? { ...row, text: row.text ?? `EPSG:${row.id}` } : null;
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

  /**
   * Points in EPSG systems transformed to WGS84 longitude / latitude, in order; null for a
   * system PostGIS does not know or a point it cannot transform.
   */
  async toWgs84(
    points: readonly { epsg: number; x: number; y: number }[],
  ): Promise<({ lon: number; lat: number } | null)[]> {
    if (points.length === 0) return [];
    const codes = [...new Set(points.map((p) => p.epsg))];
    const known = await sql<{ srid: number }>`
      select auth_srid as srid from spatial_ref_sys
      where auth_name = 'EPSG' and auth_srid = any(${codes}::int[])`.execute(this.db);
    const srids = new Set(known.rows.map((r) => r.srid));
    return Promise.all(
      points.map(async ({ epsg, x, y }) => {
        if (!srids.has(epsg)) return null;
        try {
          const result = await sql<{ lon: number; lat: number }>`
            select st_x(p) as lon, st_y(p) as lat
            from st_transform(st_setsrid(st_makepoint(${x}, ${y}), ${epsg}), 4326) as p`.execute(
            this.db,
          );
          return result.rows[0] ?? null;
        } catch (err) {
          // PROJ refuses points far outside a projection's domain: not a reading.
          if ((err as { code?: string }).code === 'XX000') return null;
          throw err;
        }
      }),
    );
  }

  /**
   * The box around a longitude / latitude box once transformed into another CRS, given as
   * PROJ reads it (WKT, or 'EPSG:n'): its edges densified, so that the box in a conic or
   * transverse projection still holds every point of the first. Null when PROJ cannot.
   */
  async boxInCrs(
    box: readonly [number, number, number, number],
    crs: string,
  ): Promise<[number, number, number, number] | null> {
    try {
      const result = await sql<{ x0: number; y0: number; x1: number; y1: number }>`
        select st_xmin(b) as x0, st_ymin(b) as y0, st_xmax(b) as x1, st_ymax(b) as y1
        from (select st_transform(
                st_segmentize(st_makeenvelope(${box[0]}, ${box[1]}, ${box[2]}, ${box[3]}, 4326),
                (${box[2]}::float8 - ${box[0]}::float8) / 16),
                ${crs}::text)::box2d as b) as t`.execute(this.db);
      const row = result.rows[0];
      return row ? [row.x0, row.y0, row.x1, row.y1] : null;
    } catch (err) {
      // A CRS PROJ cannot read or a box outside its domain: not the caller's fault.
      if (['XX000', '22023'].includes((err as { code?: string }).code ?? '')) return null;
      throw err;
    }
  }
}
