import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, NOT_AUTHENTICATED, NOT_FOUND } from '../test/assertions.js';
import { seedFeatures, seedLayer } from '../test/layers.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { decodeMvt } from '../test/viewer.js';
import { SESSION_COOKIE } from '../http/request-auth.js';

/** Who may reach tiles, search and files, and what a malformed tile address gets. */
describe('map viewer endpoints: access and addresses', () => {
  const t = useTestApp();
  let user: TestUser;
  let colleague: TestUser;
  let outsider: TestUser;
  let mapId: number;
  let layerId: number;
  let privateLayerId: number;
  let otherMapId: number;
  let otherLayerId: number;

  const tile = (id: number, ext = 'pbf') => `/api/tiles/layers/${id}/4/8/5.${ext}`;
  const endpoints = () => [
    tile(layerId),
    tile(layerId, 'png'),
    `/api/maps/${mapId}/search/?query=Bridge`,
    `/api/maps/${mapId}/files/`,
    `/api/maps/${mapId}/files/?download`,
  ];

  beforeAll(async () => {
    const acme = await t.createOrganisation('Acme', 'acme.test');
    const other = await t.createOrganisation('Other', 'other.test');
    user = await t.createUser({ email: 'user@acme.test', organisations: [{ id: acme }] });
    colleague = await t.createUser({ email: 'colleague@acme.test', organisations: [{ id: acme }] });
    outsider = await t.createUser({
      email: 'out@other.test',
      organisations: [{ id: other, admin: true }],
    });
    mapId = await t.createMap(acme, 'Corridor');
    await t.db.updateTable('maps').set({ visibility: 'ORG' }).execute();
    // Near Frankfurt: inside tile 4/8/5.
    layerId = await seedLayer(t, acme, user.id, { attributes: ['name'], search_field: 'name' }, [
      mapId,
    ]);
    await seedFeatures(t, layerId, [
      { fid: 7, properties: { name: 'Bridge 7' }, lon: 8.68, lat: 50.11 },
    ]);
    privateLayerId = await seedLayer(t, acme, colleague.id, { visibility: 'OWN' }, [mapId]);
    await seedFeatures(t, privateLayerId, [{ fid: 8, properties: {}, lon: 8.68, lat: 50.11 }]);
    otherMapId = await t.createMap(other, 'Theirs');
    otherLayerId = await seedLayer(t, other, outsider.id, {}, [otherMapId]);
    await seedFeatures(t, otherLayerId, [{ fid: 9, properties: {}, lon: 8.68, lat: 50.11 }]);
  });

  it('serves the caller’s organisation through the token header or the session cookie', async () => {
    const res = await t.request('GET', tile(layerId), { token: user.token });
    expect(res.statusCode).toBe(200);
    expect(decodeMvt(res.rawPayload).features.map((f) => f.id)).toEqual([7]);
    const cookie = await t.request('GET', tile(layerId), {
      headers: { cookie: `${SESSION_COOKIE}=${user.token}` },
    });
    expect(cookie.statusCode).toBe(200);
    expect(cookie.rawPayload.equals(res.rawPayload)).toBe(true);
    // A raster tile of a layer without rasters is empty; so is an empty search.
    expect((await t.request('GET', tile(layerId, 'png'), { token: user.token })).statusCode).toBe(
      204,
    );
  });

  it('answers 403 without credentials on every endpoint', async () => {
    for (const url of endpoints()) expectError(await t.request('GET', url), 403, NOT_AUTHENTICATED);
  });

  it('answers 404 for another organisation’s maps and layers, as for unknown ones', async () => {
    for (const url of endpoints()) {
      expectError(await t.request('GET', url, { token: outsider.token }), 404, NOT_FOUND);
    }
    const theirs = [
      tile(otherLayerId),
      tile(otherLayerId, 'webp'),
      `/api/maps/${otherMapId}/search/?query=x`,
      `/api/maps/${otherMapId}/files/`,
      tile(999999),
      `/api/maps/999999/files/`,
    ];
    for (const url of theirs)
      expectError(await t.request('GET', url, { token: user.token }), 404, NOT_FOUND);
  });

  it('hides a colleague’s own (OWN) layer from tiles and search', async () => {
    expectError(
      await t.request('GET', tile(privateLayerId), { token: user.token }),
      404,
      NOT_FOUND,
    );
    expect(
      (await t.request('GET', tile(privateLayerId), { token: colleague.token })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for tile addresses that do not exist', async () => {
    const bad = [
      '/api/tiles/layers/1/4/16/5.pbf', // x ≥ 2^z
      '/api/tiles/layers/1/4/8/16.pbf', // y ≥ 2^z
      '/api/tiles/layers/1/25/0/0.pbf', // z > 24
      '/api/tiles/layers/1/a/0/0.pbf',
      '/api/tiles/layers/1/4/-1/0.pbf',
      '/api/tiles/layers/1/4/8/x.pbf',
      '/api/tiles/layers/1/4/8/5.gif',
      '/api/tiles/layers/1/4/8/5',
      '/api/tiles/layers/abc/4/8/5.pbf',
      '/api/tiles/layers/1/4.5/8/5.pbf',
    ].map((url) => url.replace('/layers/1/', `/layers/${layerId}/`));
    for (const url of bad) {
      const res = await t.request('GET', url, { token: user.token });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    // The deepest zoom is still a tile.
    expect(
      (await t.request('GET', `/api/tiles/layers/${layerId}/24/0/0.pbf`, { token: user.token }))
        .statusCode,
    ).toBe(204);
  });
});
