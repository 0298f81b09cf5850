import type { PackEstimate, PackRead } from '@waymark/contract/pack';
import { PACK_MAX_TILES } from '@waymark/contract/pack';
import { TileType } from 'pmtiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { PACK_MAX_LIVE, TOO_MANY_PACKS } from '../services/pack-limits.js';
import { createAccessKey } from '../test/access-keys.js';
import { archiveReader, archiveTile, packAndBuild, postPack } from '../test/packs.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { SENATE_SHAPEFILE, uploadLayer, type UploadedLayer } from '../test/viewer.js';
import { countTiles, tilesInOrder, tileSpan, type Area } from '../tiles/pack-tiles.js';

// Around Worcester, Massachusetts: inside the senate districts.
const AREA: Area = [-71.9, 42.2, -71.7, 42.35];
const REQUEST = { bbox: AREA, zoom_min: 8, zoom_max: 12 };

const archiveIdOf = (url: string) => Number(/\/api\/pack-archives\/(\d+)\//.exec(url)![1]);

describe('offline packs of vector layers', () => {
  const t = useTestApp();
  let user: TestUser;
  let mapId: number;
  let senate: UploadedLayer;
  let first: PackRead;

  beforeAll(async () => {
    ({ user, mapId } = await createSurveyor(t));
    senate = await uploadLayer(t, user.token, mapId, 'Senate', SENATE_SHAPEFILE);
    first = await packAndBuild(t, user, mapId, REQUEST);
  });

  it('estimates the tiles exactly, per layer, within the limits', async () => {
    const res = await postPack(t, user, mapId, REQUEST, 'packs/estimate');
    expect(res.statusCode, res.body).toBe(200);
    const estimate = res.json() as PackEstimate;
    const tiles = countTiles(AREA, 8, 12);
    expect(estimate).toMatchObject({ tiles, within: true, max_tiles: PACK_MAX_TILES });
    expect(estimate.layers).toEqual([
      {
        layer: senate.id,
        name: 'Senate',
        kind: 'vector',
        tiles,
        bytes: expect.any(Number),
        reused: true,
      },
    ]);
    // Reused: the archive's real size.
    expect(estimate.bytes).toBe(first.archives[0]!.bytes);
  });

  it('writes the live tiles into the archive, byte for byte, and leaves the empty ones out', async () => {
    const [archive] = first.archives;
    expect(first).toMatchObject({
      map: mapId,
      share: null,
      zoom_min: 8,
      zoom_max: 12,
      current: true,
    });
    expect(archive).toMatchObject({
      layer: senate.id,
      kind: 'vector',
      status: 'ready',
      progress: 100,
    });
    expect(archive!.url).toMatch(/^\/api\/pack-archives\/\d+\/\d+\/\d+\/[\w-]+\/archive\.pmtiles$/);
    const reader = archiveReader(t, archive!.url!);
    const header = await reader.getHeader();
    expect(header).toMatchObject({ minZoom: 8, maxZoom: 12, tileType: TileType.Mvt });
    let compared = 0;
    let held = 0;
    for (let z = 8; z <= 12; z += 1) {
      for (const tile of tilesInOrder(tileSpan(AREA, z))) {
        const live = await t.request(
          'GET',
          `/api/tiles/layers/${senate.id}/${z}/${tile.x}/${tile.y}.pbf`,
          user,
        );
        const packed = await archiveTile(reader, z, tile.x, tile.y);
        if (live.statusCode === 204) expect(packed).toBeNull();
        else {
          expect(live.statusCode).toBe(200);
          expect(packed?.equals(live.rawPayload), `${z}/${tile.x}/${tile.y}`).toBe(true);
          held += 1;
        }
        compared += 1;
      }
    }
    expect(compared).toBe(countTiles(AREA, 8, 12));
    expect(held).toBe(archive!.tiles);
    expect(held).toBeGreaterThan(10);
  });

  it('reuses the archive of an unchanged layer, and builds anew once its data changes', async () => {
    const again = await postPack(t, user, mapId, REQUEST);
    expect(again.statusCode, again.body).toBe(201);
    const reused = again.json() as PackRead;
    expect(t.jobs.archiveIds).toEqual([]);
    expect(reused.status).toBe('ready');
    expect(archiveIdOf(reused.archives[0]!.url!)).toBe(archiveIdOf(first.archives[0]!.url!));

    await t.db
      .updateTable('layers')
      .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
      .where('id', '=', senate.id)
      .execute();
    const stale = await t.request('GET', `/api/packs/${first.id}/`, user);
    expect(stale.json()).toMatchObject({ current: false, status: 'ready' });
    const rebuilt = await packAndBuild(t, user, mapId, REQUEST);
    expect(rebuilt.current).toBe(true);
    expect(rebuilt.archives[0]!.data_version).toBe(senate.data_version + 1);
    expect(archiveIdOf(rebuilt.archives[0]!.url!)).not.toBe(archiveIdOf(first.archives[0]!.url!));
  });

  it('refuses a pack beyond the limits with its estimate', async () => {
    const res = await postPack(t, user, mapId, { bbox: null, zoom_min: 0, zoom_max: 20 });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { detail: string; zoom_max: string[]; estimate: PackEstimate };
    expect(body.detail).toMatch(/too large/);
    expect(body.zoom_max).toHaveLength(1);
    expect(body.estimate.within).toBe(false);
    expect(body.estimate.tiles).toBeGreaterThan(PACK_MAX_TILES);
    // Refused on its tiles: no live tile was drawn to guess the bytes of its new archive.
    expect(body.estimate.layers.every((l) => l.reused || l.bytes === 0)).toBe(true);
    expect(t.jobs.archiveIds).toEqual([]);
  });

  it('answers field errors for a bad request, never a server error', async () => {
    for (const body of [
      { zoom_min: 12, zoom_max: 8 },
      { zoom_min: 0, zoom_max: 21 },
      { bbox: [10, 10, 0, 0], zoom_min: 1, zoom_max: 2 },
      { bbox: [170, 80, 171, 81], zoom_min: 1, zoom_max: 2 },
      { zoom_min: 'x' },
    ]) {
      const res = await postPack(t, user, mapId, body as never);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('lists the caller’s packs of the map and lets them delete one', async () => {
    const list = await t.request('GET', `/api/maps/${mapId}/packs/`, user);
    expect(list.statusCode).toBe(200);
    const packs = (list.json() as { results: PackRead[] }).results;
    expect(packs.length).toBeGreaterThanOrEqual(3);
    expect(packs.every((p) => p.abilities.delete)).toBe(true);
    const del = await t.request('DELETE', `/api/packs/${packs[0]!.id}/`, user);
    expect(del.statusCode).toBe(204);
    expect((await t.request('GET', `/api/packs/${packs[0]!.id}/`, user)).statusCode).toBe(404);
  });

  it('refuses access keys', async () => {
    const { key } = await createAccessKey(t, user.token);
    const headers = { authorization: `Token ${key}` };
    expect((await t.request('GET', `/api/maps/${mapId}/packs/`, { headers })).statusCode).toBe(403);
    expect((await postPack(t, { headers }, mapId, REQUEST)).statusCode).toBe(403);
    expect((await t.request('GET', `/api/packs/${first.id}/`, { headers })).statusCode).toBe(403);
    const map = await t.request('GET', `/api/maps/${mapId}/`, { headers });
    expect(map.json().abilities.pack).toBe(false);
    expect((await t.request('GET', `/api/maps/${mapId}/`, user)).json().abilities.pack).toBe(true);
  });

  it('keeps at most PACK_MAX_LIVE live packs of a map per user', async () => {
    const live = async () =>
      (
        (await t.request('GET', `/api/maps/${mapId}/packs/`, user)).json() as {
          results: PackRead[];
        }
      ).results.filter((p) => p.status !== 'error').length;
    for (let n = await live(); n < PACK_MAX_LIVE; n += 1) {
      const res = await postPack(t, user, mapId, REQUEST);
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await postPack(t, user, mapId, REQUEST);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: TOO_MANY_PACKS });
    // Deleting one makes room.
    const list = await t.request('GET', `/api/maps/${mapId}/packs/`, user);
    const oldest = (list.json() as { results: PackRead[] }).results.at(-1)!;
    expect((await t.request('DELETE', `/api/packs/${oldest.id}/`, user)).statusCode).toBe(204);
    expect((await postPack(t, user, mapId, REQUEST)).statusCode).toBe(201);
  });

  it('plans the packs of a list once, not once per pack', async () => {
    const tiles = t.container.services.tiles;
    const original = tiles.vectorSource.bind(tiles);
    let asked = 0;
    tiles.vectorSource = (...args) => {
      asked += 1;
      return original(...args);
    };
    try {
      const list = await t.request('GET', `/api/maps/${mapId}/packs/`, user);
      const packs = (list.json() as { results: PackRead[] }).results;
      expect(packs.length).toBeGreaterThan(5);
      expect(packs.filter((p) => p.current).length).toBeGreaterThan(5);
      // One layer: its live tiles are looked up once for the whole list.
      expect(asked).toBe(1);
    } finally {
      tiles.vectorSource = original;
    }
  });
});
