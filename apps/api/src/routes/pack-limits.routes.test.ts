import type { PackRead } from '@waymark/contract/pack';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedFeatures, seedLayer } from '../test/layers.js';
import { postPack, type Caller } from '../test/packs.js';
import { createSurveyor, shareToken } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

const AREA: [number, number, number, number] = [-6.3, 53.3, -6.2, 53.36];
const REQUEST = { bbox: AREA, zoom_min: 10, zoom_max: 11 };

describe('limits on packing', () => {
  const t = useTestApp({ PACK_RATE_LIMIT: '2', PACK_ESTIMATE_RATE_LIMIT: '3' });
  let user: TestUser;
  let mapId: number;

  beforeAll(async () => {
    let orgId: number;
    ({ user, orgId, mapId } = await createSurveyor(t));
    await t.container.repos.users.setPermissions(user.id, ['maps.add_mapshare']);
    const layer = await seedLayer(
      t,
      orgId,
      user.id,
      { name: 'Points', type: 'vector', extent: AREA },
      [mapId],
    );
    await seedFeatures(t, layer, [{ fid: 1, properties: {}, lon: -6.25, lat: 53.33 }]);
  });

  it('counts estimates and packs per user and per share link, in PostgreSQL', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await postPack(t, user, mapId, REQUEST, 'packs/estimate');
      expect(res.statusCode, res.body).toBe(200);
    }
    const estimate = await postPack(t, user, mapId, REQUEST, 'packs/estimate');
    expect(estimate.statusCode).toBe(429);
    expect(estimate.json().detail).toMatch(/throttled/);

    for (let i = 0; i < 2; i += 1) {
      const res = await postPack(t, user, mapId, { ...REQUEST, zoom_max: 10 + i });
      expect(res.statusCode, res.body).toBe(201);
    }
    const pack = await postPack(t, user, mapId, REQUEST);
    expect(pack.statusCode).toBe(429);
    const packs = await t.request('GET', `/api/maps/${mapId}/packs/`, user);
    expect((packs.json() as { results: PackRead[] }).results).toHaveLength(2);

    // A share link's viewers are counted apart from its maker.
    const token = await shareToken(t, user, mapId, null);
    const viewer: Caller = { headers: { mapshare: `Token ${token}` } };
    expect((await postPack(t, viewer, mapId, REQUEST)).statusCode).toBe(201);
  });
});
