import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/assertions.js';
import { seedFeatures, seedLayer } from '../test/layers.js';
import { uploadForm } from '../test/multipart.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { decodeImage, decodeMvt, pixelOf, uploadLayer } from '../test/viewer.js';
import { tileAt, type TileAddress } from '../tiles/tile-math.js';

// Two bridges 20 km apart; the share shows only the box around the first.
const INSIDE = [-6.26, 53.35] as const;
const OUTSIDE = [-6.0, 53.35] as const;
const BOX = [-6.4, 53.2, -6.1, 53.5];
// The Bahamas orthophoto (RGB.byte.tif); the share's box takes its western half.
const ORTHO_BOX = [-79, 23.5, -77.76, 25.6];

describe('a share viewer inside the share’s bounds', () => {
  const t = useTestApp({ SHARE_TOKEN_FAILURE_LIMIT: '3' });
  let user: TestUser;
  let mapId: number;
  let layerId: number;
  let token: string;
  let orthoToken: string;
  let orthoLayer: number;
  const files: Record<string, number> = {};

  beforeAll(async () => {
    const surveyor = await createSurveyor(t);
    user = surveyor.user;
    mapId = surveyor.mapId;
    await t.container.repos.users.setPermissions(user.id, [
      'layers.add_layer',
      'layers.change_layer',
      'layers.upload',
      'maps.change_map',
      'maps.add_mapshare',
    ]);
    layerId = await seedLayer(
      t,
      surveyor.orgId,
      user.id,
      {
        name: 'Bridges',
        attributes: ['name', 'ref'],
        search_field: 'name',
        attachment_field: 'ref',
        extent: [-6.3, 53.3, -5.9, 53.4],
      },
      [mapId],
    );
    await seedFeatures(t, layerId, [
      { fid: 1, properties: { name: 'Bridge Inside', ref: 'IN' }, lon: INSIDE[0], lat: INSIDE[1] },
      {
        fid: 2,
        properties: { name: 'Bridge Outside', ref: 'OUT' },
        lon: OUTSIDE[0],
        lat: OUTSIDE[1],
      },
    ]);
    const form = uploadForm(
      [
        { fixture: 'attachments/pdf-definition.pdf', name: 'inside.pdf', attach: 'ref,IN' },
        { fixture: 'attachments/pdf-definition.pdf', name: 'outside.pdf', attach: 'ref,OUT' },
      ],
      false,
    );
    const uploaded = await t.request('PATCH', `/api/layers/${layerId}/`, {
      token: user.token,
      body: form.body,
      headers: form.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    for (const f of await t.db
      .selectFrom('layer_files')
      .select(['id', 'name'])
      .where('layer_id', '=', layerId)
      .execute())
      files[f.name] = f.id;

    const share = async (bounds: number[]) =>
      (
        await t.request('POST', '/api/mapshares/', {
          token: user.token,
          body: { map: mapId, expiry: new Date(Date.now() + 3600_000).toISOString(), bounds },
        })
      ).json().token as string;
    token = await share(BOX);
    const ortho = await uploadLayer(t, user.token, mapId, 'Ortho', [
      { fixture: 'geotiff/RGB.byte.tif', type: 'raster' },
    ]);
    orthoLayer = ortho.id;
    orthoToken = await share(ORTHO_BOX);
  });

  const asShare = (share: string) => ({ headers: { mapshare: `Token ${share}` } });
  const get = (path: string, share = token) => t.request('GET', path, asShare(share));

  it('gets vector tiles only inside the bounds', async () => {
    const outsideTile = tileAt(OUTSIDE[0], OUTSIDE[1], 14);
    const insideTile = tileAt(INSIDE[0], INSIDE[1], 14);
    const tilePath = (tile: TileAddress) =>
      `/api/tiles/layers/${layerId}/${tile.z}/${tile.x}/${tile.y}.pbf`;
    expect((await get(tilePath(outsideTile))).statusCode).toBe(204);
    const inside = await get(tilePath(insideTile));
    expect(inside.statusCode).toBe(200);
    expect(decodeMvt(inside.rawPayload).features.map((f) => f.properties.name)).toEqual([
      'Bridge Inside',
    ]);
    // The map's own users see both.
    const all = await t.request('GET', tilePath(outsideTile), { token: user.token });
    expect(all.statusCode).toBe(200);
  });

  it('gets raster pixels only inside the bounds', async () => {
    const tile = tileAt(-77.76, 24.56, 6);
    const res = await get(`/api/tiles/layers/${orthoLayer}/6/${tile.x}/${tile.y}.png`, orthoToken);
    expect(res.statusCode).toBe(200);
    const image = await decodeImage(res.rawPayload);
    const west = pixelOf(tile, -78.2, 24.56);
    const east = pixelOf(tile, -77.2, 24.56);
    expect(image.at(west.x, west.y).a).toBe(255);
    expect(image.at(east.x, east.y).a).toBe(0);
  });

  it('finds only what lies inside the bounds', async () => {
    const res = await get(`/api/maps/${mapId}/search/?query=Bridge`);
    expect(res.json().results.map((r: { text: string }) => r.text)).toEqual(['Bridge Inside']);
  });

  it('gets only the attachments of features inside, in lists, popups and downloads', async () => {
    const listed = await get(`/api/layers/${layerId}/files/`);
    expect(listed.json().map((f: { name: string }) => f.name)).toEqual(['inside.pdf']);
    const panel = await get(`/api/maps/${mapId}/files/`);
    expect(panel.json().map((f: { name: string }) => f.name)).toEqual(['inside.pdf']);
    const popupOutside = await get(`/api/layers/${layerId}/files/?type=attachment&fid=2`);
    expect(popupOutside.json()).toEqual([]);
    const popupInside = await get(`/api/layers/${layerId}/files/?type=attachment&fid=1`);
    expect(popupInside.json().map((f: { name: string }) => f.name)).toEqual(['inside.pdf']);
    expect(
      (await get(`/api/layers/${layerId}/files/${files['inside.pdf']}/content/`)).statusCode,
    ).toBe(200);
    expectError(await get(`/api/layers/${layerId}/files/${files['outside.pdf']}/content/`), 404);
    expectError(await get(`/api/layers/${layerId}/download_original/?file=outside.pdf`), 404);
    const values = await get(`/api/layers/${layerId}/field-values/ref/`);
    expect(values.json()).toEqual(['IN']);
  });

  it('reads nothing but its map: no profile, no lists, no writes', async () => {
    expectError(await get('/api/users/me/'), 403);
    expectError(await get('/api/maps/'), 403);
    const write = await t.request('PATCH', `/api/maps/${mapId}/`, {
      ...asShare(token),
      body: { title: 'Taken over' },
    });
    expectError(write, 403);
  });

  it('throttles a client that keeps trying wrong tokens', async () => {
    const wrong = 'w'.repeat(43);
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await get(`/api/maps/${mapId}/`, wrong)).statusCode);
    expect(statuses).toEqual([403, 403, 403, 429]);
    // Only failures are refused: the valid token still opens its map from the same address.
    expect((await get(`/api/maps/${mapId}/`)).statusCode).toBe(200);
    expect((await get(`/api/maps/${mapId}/`, wrong)).statusCode).toBe(429);
  });
});
