import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PackRead } from '@waymark/contract/pack';
import sharp from 'sharp';
import { TileType } from 'pmtiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config.js';
import { archiveReader, archiveTile, packAndBuild, type Caller } from '../test/packs.js';
import { createSurveyor, shareToken } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { uploadLayer, type UploadedLayer } from '../test/viewer.js';
import { tilesInOrder, tileSpan, type Area } from '../tiles/pack-tiles.js';

// RGB.byte.tif: a Landsat scene over the Bahamas, about 78.96°W–76.57°W, 23.56°N–25.55°N.
const ORTHO_AREA: Area = [-78.2, 24.2, -77.3, 24.9];
// The share shows the western half of it.
const SHARE_BOUNDS: Area = [-78.2, 24.2, -77.75, 24.9];
const DTM = path.join(ROOT_DIR, 'demo/autzen/derived/autzen-dtm.tif');

/** The tile's pixels, RGBA. */
async function pixels(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes).ensureAlpha().raw().toBuffer();
}

describe('offline packs of rasters, heights and share views', () => {
  const t = useTestApp();
  let user: TestUser;
  let mapId: number;
  let ortho: UploadedLayer;
  let dtm: UploadedLayer;

  beforeAll(async () => {
    ({ user, mapId } = await createSurveyor(t));
    await t.container.repos.users.setPermissions(user.id, [
      'layers.add_layer',
      'layers.change_layer',
      'layers.upload',
      'maps.add_mapshare',
      'maps.delete_mapshare',
    ]);
    ortho = await uploadLayer(t, user.token, mapId, 'Ortho', [
      { fixture: 'geotiff/RGB.byte.tif', type: 'raster' },
    ]);
    dtm = await uploadLayer(t, user.token, mapId, 'DTM', [
      { name: 'autzen-dtm.tif', content: readFileSync(DTM), type: 'raster' },
    ]);
  });

  /**
   * Every tile of the archive against the live endpoint, pixel for pixel; answers how many the
   * archive holds.
   */
  async function expectLiveTiles(
    caller: Caller,
    pack: PackRead,
    layerId: number,
    kind: 'raster' | 'terrain',
    area: Area,
  ): Promise<number> {
    const archive = pack.archives.find((a) => a.layer === layerId && a.kind === kind)!;
    expect(archive.status).toBe('ready');
    const reader = archiveReader(t, archive.url!);
    const header = await reader.getHeader();
    expect(header.tileType).toBe(TileType.Webp);
    let held = 0;
    for (let z = header.minZoom; z <= header.maxZoom; z += 1) {
      for (const { x, y } of tilesInOrder(tileSpan(area, z))) {
        const path = kind === 'terrain' ? `terrain/${z}/${x}/${y}.webp` : `${z}/${x}/${y}.webp`;
        const live = await t.request('GET', `/api/tiles/layers/${layerId}/${path}`, caller);
        const packed = await archiveTile(reader, z, x, y);
        if (live.statusCode === 204) {
          expect(packed, `${z}/${x}/${y}`).toBeNull();
          continue;
        }
        expect(live.statusCode).toBe(200);
        expect(packed, `${z}/${x}/${y}`).not.toBeNull();
        const [a, b] = await Promise.all([pixels(packed!), pixels(live.rawPayload)]);
        expect(a.equals(b), `${kind} ${z}/${x}/${y}`).toBe(true);
        held += 1;
      }
    }
    expect(held).toBe(archive.tiles);
    return held;
  }

  it('packs drawn raster tiles equal, pixel for pixel, to the live ones', async () => {
    const pack = await packAndBuild(t, user, mapId, { bbox: ORTHO_AREA, zoom_min: 6, zoom_max: 9 });
    // The DTM lies elsewhere (Oregon): only the orthophoto is in this area.
    expect(pack.archives.map((a) => [a.layer, a.kind])).toEqual([[ortho.id, 'raster']]);
    expect(await expectLiveTiles(user, pack, ortho.id, 'raster', ORTHO_AREA)).toBeGreaterThan(5);
  });

  it('packs a DTM as drawn relief and as lossless terrain tiles', async () => {
    const area = dtm.extent as Area;
    const pack = await packAndBuild(t, user, mapId, { bbox: area, zoom_min: 14, zoom_max: 16 });
    expect(pack.archives.map((a) => a.kind).sort()).toEqual(['raster', 'terrain']);
    expect(await expectLiveTiles(user, pack, dtm.id, 'raster', area)).toBeGreaterThan(0);
    expect(await expectLiveTiles(user, pack, dtm.id, 'terrain', area)).toBeGreaterThan(0);
  });

  it('packs a share viewer’s view apart, clipped to the share’s bounds', async () => {
    const token = await shareToken(t, user, mapId, SHARE_BOUNDS);
    const viewer: Caller = { headers: { mapshare: `Token ${token}` } };
    const body = { bbox: ORTHO_AREA, zoom_min: 6, zoom_max: 9 };
    const shared = await packAndBuild(t, viewer, mapId, body);
    expect(shared.share).not.toBeNull();
    expect(shared.bbox).toEqual(SHARE_BOUNDS);
    expect(shared.abilities).toEqual({ view: true, delete: true });
    // The viewer's own live tiles are clipped too: the archive holds the same.
    await expectLiveTiles(viewer, shared, ortho.id, 'raster', SHARE_BOUNDS);

    // Not the organisation's archive, and not the organisation's to see.
    const own = await packAndBuild(t, user, mapId, body);
    const idOf = (p: PackRead) => p.archives.find((a) => a.layer === ortho.id)!.url!.split('/')[3];
    expect(idOf(own)).not.toBe(idOf(shared));
    const listed = (caller: Caller) =>
      t
        .request('GET', `/api/maps/${mapId}/packs/`, caller)
        .then((r) => (r.json() as { results: PackRead[] }).results.map((p) => p.id));
    expect(await listed(user)).not.toContain(shared.id);
    expect(await listed(viewer)).toEqual([shared.id]);
    expect((await t.request('GET', `/api/packs/${own.id}/`, viewer)).statusCode).toBe(404);
    // Organisation admins see every pack of their organisation.
    expect((await t.request('GET', `/api/packs/${shared.id}/`, user)).statusCode).toBe(200);

    // A box outside the share is refused; the viewer deletes the share's pack.
    const outside = await t.request('POST', `/api/maps/${mapId}/packs/`, {
      ...viewer,
      body: { bbox: [-77.5, 24.2, -77.3, 24.9], zoom_min: 6, zoom_max: 9 },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toHaveProperty('bbox');
    expect((await t.request('DELETE', `/api/packs/${shared.id}/`, viewer)).statusCode).toBe(204);
  });

  it('never lets a share’s archive URL outlive the share', async () => {
    const token = await shareToken(t, user, mapId, SHARE_BOUNDS);
    const viewer: Caller = { headers: { mapshare: `Token ${token}` } };
    const pack = await packAndBuild(t, viewer, mapId, {
      bbox: SHARE_BOUNDS,
      zoom_min: 6,
      zoom_max: 7,
    });
    const share = await t.db
      .selectFrom('map_shares')
      .select(['id', 'expiry'])
      .where('id', '=', pack.share!)
      .executeTakeFirstOrThrow();
    const [archive] = pack.archives;
    // The share lasts an hour: so does the URL, to the second.
    expect(new Date(archive!.url_expires!).getTime()).toBe(
      Math.floor(new Date(share.expiry).getTime() / 1000) * 1000,
    );
    expect((await t.app.inject({ method: 'GET', url: archive!.url! })).statusCode).toBe(200);
    // Ended (its expiry moved before its URLs'): refused, though the URL's own time is not up.
    const setExpiry = (expiry: Date) =>
      t.db.updateTable('map_shares').set({ expiry }).where('id', '=', share.id).execute();
    await setExpiry(new Date(Date.now() - 1000));
    const ended = await t.app.inject({ method: 'GET', url: archive!.url! });
    expect(ended.statusCode).toBe(403);
    expect(ended.json().detail).toMatch(/share/);
    expect(ended.headers['cache-control']).toBe('no-store');
    await setExpiry(new Date(share.expiry));
  });

  it('deletes a share’s packs, their archives and files when the share is revoked', async () => {
    const token = await shareToken(t, user, mapId, SHARE_BOUNDS);
    const viewer: Caller = { headers: { mapshare: `Token ${token}` } };
    const body = { bbox: SHARE_BOUNDS, zoom_min: 6, zoom_max: 7 };
    const pack = await packAndBuild(t, viewer, mapId, body);
    // The organisation's own pack of the same area is no share's: it stays.
    const own = await packAndBuild(t, user, mapId, body);
    const archiveIds = pack.archives.map((a) => Number(a.url!.split('/')[3]));
    const stored = await t.db
      .selectFrom('pack_archives')
      .select('storage_key')
      .where('id', 'in', archiveIds)
      .execute();
    const keys = stored.map((r) => r.storage_key!);
    expect(keys.length).toBe(pack.archives.length);
    for (const key of keys) expect(await t.container.storage.exists(key)).toBe(true);

    const revoked = await t.request('DELETE', `/api/mapshares/${pack.share}/`, user);
    expect(revoked.statusCode, revoked.body).toBe(204);
    const packs = await t.db.selectFrom('packs').select('id').where('id', '=', pack.id).execute();
    expect(packs).toEqual([]);
    const left = await t.db
      .selectFrom('pack_archives')
      .select('id')
      .where('id', 'in', archiveIds)
      .execute();
    expect(left).toEqual([]);
    for (const key of keys) expect(await t.container.storage.exists(key)).toBe(false);
    const gone = await t.app.inject({ method: 'GET', url: pack.archives[0]!.url! });
    expect(gone.statusCode).toBe(404);
    expect((await t.request('GET', `/api/packs/${own.id}/`, user)).json()).toMatchObject({
      status: 'ready',
    });
    expect((await t.app.inject({ method: 'GET', url: own.archives[0]!.url! })).statusCode).toBe(
      200,
    );
  });
});
