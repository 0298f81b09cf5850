import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedFeatures, seedLayer } from '../test/layers.js';
import { ILLINOIS, searchableMap, SWITZERLAND } from '../test/search.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('map search', () => {
  const t = useTestApp();
  let user: TestUser;
  let mapId: number;
  let layerId: number;
  let orgId: number;

  beforeAll(async () => {
    ({ user, mapId, layerId, orgId } = await searchableMap(t));
  });

  const search = (query: Record<string, string>) =>
    t.request('GET', `/api/maps/${mapId}/search/`, { token: user.token, query });
  const texts = (body: { results: { text: string }[] }) => body.results.map((r) => r.text);

  it('ranks exact before prefix before substring before fuzzy, ignoring case and accents', async () => {
    const res = await search({ query: 'ZURICH' });
    expect(res.statusCode).toBe(200);
    expect(texts(res.json())).toEqual(['Zürich', 'Zurichberg', 'Lake Zurich', 'Zuerich']);
    const first = res.json().results[0];
    expect(first).toEqual({
      text: 'Zürich',
      bounds: [expect.any(Number), expect.any(Number), expect.any(Number), expect.any(Number)],
      layerId,
      fid: 1,
      source: 'features',
    });
    // A point's bounds are the point.
    expect(first.bounds[0]).toBeCloseTo(8.5417, 4);
    expect(first.bounds[1]).toBeCloseTo(47.3769, 4);
    expect(first.bounds[2]).toBeCloseTo(8.5417, 4);
    expect(res.json().attribution).toEqual([{ name: 'Waymark', url: null }]);
  });

  it('puts exact matches first, then real matches inside the view, then the rest', async () => {
    const inIllinois = await search({ query: 'zurich', mapView: ILLINOIS });
    expect(texts(inIllinois.json())).toEqual(['Zürich', 'Lake Zurich', 'Zurichberg', 'Zuerich']);
    const inSwitzerland = await search({ query: 'zurich', mapView: SWITZERLAND });
    expect(texts(inSwitzerland.json())).toEqual(['Zürich', 'Zurichberg', 'Lake Zurich', 'Zuerich']);
    // Without an exact match, what lies in the view comes first.
    expect(texts((await search({ query: 'zur', mapView: ILLINOIS })).json())).toEqual([
      'Lake Zurich',
      'Zürich',
      'Zurichberg',
    ]);
    expect(texts((await search({ query: 'zur', mapView: SWITZERLAND })).json())).toEqual([
      'Zürich',
      'Zurichberg',
      'Lake Zurich',
    ]);
  });

  it('finds the view’s matches when the rest of the layer has more than one read holds', async () => {
    // 600 halts in Switzerland sort before the three in Illinois and outnumber the rows each
    // tier reads anywhere: the view's own are found by reading the tier again inside the view.
    const halts = await seedLayer(t, orgId, user.id, { attributes: ['name'] }, [mapId]);
    await seedFeatures(t, halts, [{ fid: 1, properties: { name: 'Halt 0' }, lon: 8, lat: 47 }]);
    await sql`insert into features (layer_id, file_id, fid, properties, geom)
      select ${halts}::int, 0, 1 + i, jsonb_build_object('name', 'Halt ' || lpad(i::text, 4, '0')),
        st_transform(st_setsrid(st_makepoint(7 + i / 600.0, 47), 4326), 3857)
      from generate_series(1, 600) i
      union all
      select ${halts}::int, 0, 700 + i, jsonb_build_object('name', 'Halt Z' || i),
        st_transform(st_setsrid(st_makepoint(-88 + i / 100.0, 42), 4326), 3857)
      from generate_series(1, 3) i`.execute(t.db);
    const patch = await t.request('PATCH', `/api/layers/${halts}/`, {
      token: user.token,
      body: { search_field: 'name' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const found = texts((await search({ query: 'halt', mapView: ILLINOIS })).json());
    expect(found.slice(0, 3)).toEqual(['Halt Z1', 'Halt Z2', 'Halt Z3']);
    expect(found).toHaveLength(20);
    // Without a view, the shortest real matches lead.
    expect(texts((await search({ query: 'halt' })).json())[0]).toBe('Halt 0');
  });

  it('echoes the query as sent, and answers an empty list with no credit when nothing matches', async () => {
    const res = await search({ query: 'zürichb ' });
    expect(res.json().query).toBe('zürichb ');
    expect(texts(res.json())[0]).toBe('Zurichberg');
    const none = await search({ query: 'Timbuktu' });
    expect(none.json()).toEqual({ query: 'Timbuktu', results: [], attribution: [] });
  });

  it('treats LIKE wildcards in the query as text', async () => {
    expect(texts((await search({ query: '%' })).json())).toEqual([]);
    expect(texts((await search({ query: 'Z_rich' })).json())).not.toContain('Zurichberg');
  });

  it('searches only the map’s layers the caller can see, through the layer’s trigram index', async () => {
    const other = await t.createUser({ email: 'other@rail.test', organisations: [{ id: orgId }] });
    const privateLayer = await seedLayer(
      t,
      orgId,
      other.id,
      { visibility: 'OWN', attributes: ['name'], search_field: 'name' },
      [mapId],
    );
    await seedFeatures(t, privateLayer, [
      { fid: 90, properties: { name: 'Zurich secret' }, lon: 8, lat: 47 },
    ]);
    const offMap = await seedLayer(t, orgId, user.id, {
      attributes: ['name'],
      search_field: 'name',
    });
    await seedFeatures(t, offMap, [
      { fid: 91, properties: { name: 'Zurich elsewhere' }, lon: 8, lat: 47 },
    ]);
    const found = texts((await search({ query: 'zurich' })).json());
    expect(found).not.toContain('Zurich secret');
    expect(found).not.toContain('Zurich elsewhere');
    // The owner of the private layer finds its feature too.
    const own = await t.request('GET', `/api/maps/${mapId}/search/`, {
      token: other.token,
      query: { query: 'zurich secret' },
    });
    expect(texts(own.json())[0]).toBe('Zurich secret');

    const indexes = async () =>
      (
        await sql<{ indexname: string; indexdef: string }>`
          select indexname, indexdef from pg_indexes
          where tablename = ${`features_l${layerId}`} and indexname like '%search%'
          order by indexname`.execute(t.db)
      ).rows;
    const built = await indexes();
    expect(built.map((i) => i.indexname)).toEqual([
      `features_l${layerId}_search`,
      `features_l${layerId}_search_gin`,
      `features_l${layerId}_search_trgm`,
    ]);
    expect(built[0]!.indexdef).toMatch(
      /btree .*waymark_search_text\(\(properties ->> 'name'::text\)\).* COLLATE "C"/,
    );
    expect(built[1]!.indexdef).toMatch(
      /gin \(waymark_search_text\(\(properties ->> 'name'::text\)\) gin_trgm_ops\)/,
    );
    expect(built[2]!.indexdef).toMatch(
      /gist \(waymark_search_text\(\(properties ->> 'name'::text\)\) gist_trgm_ops \(siglen='256'\)\)/,
    );
    await t.request('PATCH', `/api/layers/${layerId}/`, {
      token: user.token,
      body: { search_field: 'kind' },
    });
    expect((await indexes()).every((i) => i.indexdef.includes(`'kind'::text`))).toBe(true);
    expect(texts((await search({ query: 'village' })).json())).toEqual(['village']);
    await t.request('PATCH', `/api/layers/${layerId}/`, {
      token: user.token,
      body: { search_field: 'name' },
    });
  });

  it('rejects a missing query or a malformed view', async () => {
    expect((await search({ query: '' })).statusCode).toBe(400);
    expect((await search({ query: 'x', mapView: '1,2,3' })).statusCode).toBe(400);
    expect(
      (await t.request('GET', `/api/maps/${mapId}/search/`, { token: user.token })).statusCode,
    ).toBe(400);
  });
});
