import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { uploadLayer } from '../test/viewer.js';

const SENATE = ['shp', 'shx', 'dbf', 'prj'].map((ext) => `shapefile/senate.${ext}`);

/** Search over processed uploads: the field's indexes follow files loaded after it was set. */
describe('map search over uploaded files', () => {
  const t = useTestApp();
  let user: TestUser;
  let mapId: number;

  beforeAll(async () => {
    ({ user, mapId } = await createSurveyor(t));
  });

  it('finds features of every file, each file partition carrying the search indexes', async () => {
    const layer = await uploadLayer(
      t,
      user.token,
      mapId,
      'Senate',
      SENATE.map((fixture, i) => ({ fixture, ...(i === 0 ? { type: 'vector' } : {}) })),
    );
    const patch = await t.request('PATCH', `/api/layers/${layer.id}/`, {
      token: user.token,
      body: { search_field: 'SEN_DIST' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    // A second file after the field was set: its partition is attached under the indexes.
    await uploadLayer(
      t,
      user.token,
      mapId,
      'Senate',
      SENATE.map((fixture, i) => ({
        fixture,
        layerId: layer.id,
        ...(i === 0 ? { type: 'vector' } : {}),
      })),
    );
    const res = await t.request('GET', `/api/maps/${mapId}/search/`, {
      token: user.token,
      query: { query: 'first worcester' },
    });
    const hits = res.json().results as {
      text: string;
      fid: number;
      layerId: number;
      bounds: number[];
    }[];
    expect(hits.slice(0, 2).map((h) => h.text)).toEqual(['First Worcester', 'First Worcester']);
    expect(new Set(hits.slice(0, 2).map((h) => h.fid)).size).toBe(2);
    // A polygon's bounds are its box, around Worcester.
    const [w, s, e, n] = hits[0]!.bounds;
    expect(w).toBeLessThan(-71.8);
    expect(e).toBeGreaterThan(-71.8);
    expect(s).toBeLessThan(42.27);
    expect(n).toBeGreaterThan(42.27);

    const partitions = await sql<{ tablename: string; n: number }>`
      select tablename, count(*)::int as n from pg_indexes
      where tablename like ${`features_l${layer.id}_f%`}
        and indexdef like '%waymark_search_text%'
      group by tablename order by tablename`.execute(t.db);
    expect(partitions.rows).toHaveLength(2);
    // Prefix (btree), substring (GIN) and fuzzy (GiST) on each.
    expect(partitions.rows.every((r) => r.n === 3)).toBe(true);
  });
});
