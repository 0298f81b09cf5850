import { createHash } from 'node:crypto';
import type { PackRead } from '@waymark/contract/pack';
import { beforeAll, describe, expect, it } from 'vitest';
import { archiveKey } from '../jobs/build-pack-archive.js';
import { BackupRepository } from '../repositories/backup.repository.js';
import { PackUrlSigner } from '../services/pack-url.js';
import { seedFeatures, seedLayer } from '../test/layers.js';
import { packAndBuild } from '../test/packs.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

const DAY_MS = 24 * 3600 * 1000;
const AREA: [number, number, number, number] = [-6.3, 53.3, -6.2, 53.36];
const REQUEST = { bbox: AREA, zoom_min: 10, zoom_max: 14 };

/** The parts of a signed URL: /api/pack-archives/:id/:version/:expires/:signature/archive.pmtiles */
function partsOf(url: string) {
  const [, id, version, expires, signature] =
    /^\/api\/pack-archives\/(\d+)\/(\d+)\/(\d+)\/([^/]+)\/archive\.pmtiles$/.exec(url)!;
  return {
    id: Number(id),
    version: Number(version),
    expires: Number(expires),
    signature: signature!,
  };
}

function urlOf(p: ReturnType<typeof partsOf>) {
  return `/api/pack-archives/${p.id}/${p.version}/${p.expires}/${p.signature}/archive.pmtiles`;
}

describe('signed pack archive URLs', () => {
  const t = useTestApp();
  let user: TestUser;
  let orgId: number;
  let mapId: number;
  let layerId: number;
  let pack: PackRead;
  let url: string;
  let size: number;

  /** A map of points around Dublin in an organisation, packed by its surveyor. */
  async function packedPoints(org: number, owner: TestUser, map: number, name: string) {
    const layer = await seedLayer(t, org, owner.id, { name, type: 'vector', extent: AREA }, [map]);
    await seedFeatures(
      t,
      layer,
      Array.from({ length: 40 }, (_, i) => ({
        fid: i + 1,
        properties: { name: `Point ${i}` },
        lon: -6.3 + (i % 8) * 0.012,
        lat: 53.3 + Math.floor(i / 8) * 0.012,
      })),
    );
    return { layer, pack: await packAndBuild(t, owner, map, REQUEST) };
  }

  beforeAll(async () => {
    ({ user, mapId, orgId } = await createSurveyor(t));
    await t.container.repos.users.setPermissions(user.id, [
      'layers.add_layer',
      'layers.change_layer',
      'layers.delete_layer',
      'maps.change_map',
      'maps.delete_map',
    ]);
    ({ layer: layerId, pack } = await packedPoints(orgId, user, mapId, 'Points'));
    url = pack.archives[0]!.url!;
    size = pack.archives[0]!.bytes!;
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers });

  it('serves the archive without credentials, for caches to keep', async () => {
    const asked = Math.floor(Date.now() / 1000);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(size);
    expect(res.headers).toMatchObject({
      'content-type': 'application/vnd.pmtiles',
      'accept-ranges': 'bytes',
      'content-length': String(size),
      'access-control-allow-origin': '*',
    });
    // Kept by caches until the URL expires, no longer (not the year: a cache would
    // then serve an expired or ended share's archive).
    const cacheControl = /^public, max-age=(\d+), immutable$/.exec(
      res.headers['cache-control'] as string,
    );
    expect(cacheControl).not.toBeNull();
    // Between the whole seconds left when it was asked and now (a second may turn meanwhile).
    const { expires } = partsOf(url);
    expect(Number(cacheControl![1])).toBeGreaterThan(expires - Date.now() / 1000 - 5);
    expect(Number(cacheControl![1])).toBeLessThanOrEqual(expires - asked);
    expect(res.headers.etag).toMatch(/^"pack-\d+-\d+"$/);
    // Nor does it set a cookie, which no shared cache would keep (nginx stores no such answer),
    // even for a browser that sends its session along.
    expect(res.headers['set-cookie']).toBeUndefined();
    const withSession = await get(url, { cookie: 'sessionid=stale; csrftoken=bad' });
    expect(withSession.statusCode).toBe(200);
    expect(withSession.headers['set-cookie']).toBeUndefined();
    // Recorded as every stored file is, and backed up with them.
    const { id } = partsOf(url);
    const sha256 = createHash('sha256').update(res.rawPayload).digest('hex');
    const files = await new BackupRepository(t.db).storedFiles();
    expect(files).toContainEqual({
      key: archiveKey({ id, organisation_id: orgId, layer_id: layerId }),
      sha256,
      size,
    });
    expect((await get(url, { 'if-none-match': res.headers.etag as string })).statusCode).toBe(304);
    // Its signature does not open it under another file name (a ZIP is an attachments archive).
    expect((await get(url.replace(/archive\.pmtiles$/, 'archive.zip'))).statusCode).toBe(404);
    // The expiry is a day boundary within the lifetime: every URL of a day is the same.
    expect(expires % 86_400).toBe(0);
    expect(expires * 1000).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    expect(new Date(pack.archives[0]!.url_expires!).getTime()).toBe(expires * 1000);
  });

  it('answers byte ranges: 206 with Content-Range, 416 past the end; HEAD reads nothing', async () => {
    const head = await get(url, { range: 'bytes=0-16383' });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-${Math.min(16383, size - 1)}/${size}`);
    const whole = await get(url);
    expect(head.rawPayload.equals(whole.rawPayload.subarray(0, 16384))).toBe(true);
    const tail = await get(url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);
    const past = await get(url, { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    const headOnly = await t.app.inject({ method: 'HEAD', url });
    expect(headOnly.statusCode).toBe(200);
    expect(headOnly.headers['content-length']).toBe(String(size));
    expect(headOnly.rawPayload.length).toBe(0);
  });

  it('refuses a tampered, expired or misapplied signature with 403', async () => {
    const parts = partsOf(url);
    const flipped = parts.signature.endsWith('A') ? 'B' : 'A';
    const refused = [
      { ...parts, signature: parts.signature.slice(0, -1) + flipped },
      { ...parts, signature: 'x' },
      { ...parts, expires: parts.expires + 86_400 },
      { ...parts, version: parts.version + 1 },
    ];
    for (const p of refused) {
      const res = await get(urlOf(p));
      expect(res.statusCode, urlOf(p)).toBe(403);
      // Read across origins, kept by no cache, and nothing of a success's answer.
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['accept-ranges']).toBeUndefined();
    }
    // Signed with the install's own secret, but long ago: expired.
    const signer = new PackUrlSigner(() => t.container.repos.packArchives.secret('pack-url'));
    const archive = {
      id: parts.id,
      layer_id: layerId,
      data_version: parts.version,
      share_id: null,
      kind: 'vector' as const,
    };
    const old = await signer.sign(archive, null, new Date(Date.now() - 40 * DAY_MS));
    const expired = await get(old.url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().detail).toMatch(/expired/);
    // A fresh signature from the same secret opens it (the route checks no more than that).
    expect((await get((await signer.sign(archive, null)).url)).statusCode).toBe(200);
  });

  it('answers 404 without success headers when the stored file is missing', async () => {
    const { id: otherMap } = await t.container.repos.maps.create({
      organisation_id: orgId,
      owner_id: user.id,
      name: 'Lost',
      visibility: 'OWN',
    });
    const lost = await packedPoints(orgId, user, otherMap, 'Lost');
    const lostUrl = lost.pack.archives.find((a) => a.layer === lost.layer)!.url!;
    expect((await get(lostUrl)).statusCode).toBe(200);
    await t.container.storage.delete([
      archiveKey({ id: partsOf(lostUrl).id, organisation_id: orgId, layer_id: lost.layer }),
    ]);
    for (const method of ['GET', 'HEAD'] as const) {
      for (const headers of [{}, { range: 'bytes=0-99' }]) {
        const res = await t.app.inject({ method, url: lostUrl, headers });
        expect(res.statusCode, `${method} ${JSON.stringify(headers)}`).toBe(404);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers.etag).toBeUndefined();
        expect(res.headers['content-range']).toBeUndefined();
        expect(res.headers['accept-ranges']).toBeUndefined();
        expect(res.headers['access-control-allow-origin']).toBe('*');
      }
    }
    // A range past the end is no answer to keep either.
    const past = await get(url, { range: `bytes=${size}-` });
    expect(past.headers['cache-control']).toBe('no-store');
  });

  it('never opens another archive, nor another organisation’s, with a signature', async () => {
    const otherOrg = await t.createOrganisation('Canal', 'canal.test');
    const stranger = await t.createUser({
      email: 'stranger@canal.test',
      organisations: [{ id: otherOrg, admin: true }],
    });
    const { id: otherMap } = await t.container.repos.maps.create({
      organisation_id: otherOrg,
      owner_id: stranger.id,
      name: 'Canal',
      visibility: 'ORG',
    });
    const theirs = await packedPoints(otherOrg, stranger, otherMap, 'Locks');
    const their = partsOf(theirs.pack.archives[0]!.url!);
    const ours = partsOf(url);
    // Our signature on their archive, and theirs on ours.
    expect((await get(urlOf({ ...their, signature: ours.signature }))).statusCode).toBe(403);
    expect((await get(urlOf({ ...ours, signature: their.signature }))).statusCode).toBe(403);
    // Their pack is no business of ours.
    expect((await t.request('GET', `/api/packs/${theirs.pack.id}/`, user)).statusCode).toBe(404);
    expect((await t.request('DELETE', `/api/packs/${theirs.pack.id}/`, user)).statusCode).toBe(404);
    expect((await t.request('GET', `/api/packs/${pack.id}/`, stranger)).statusCode).toBe(404);
  });

  it('stops serving an archive at once when its layer is deleted, and removes its file', async () => {
    const { id } = partsOf(url);
    const key = archiveKey({ id, organisation_id: orgId, layer_id: layerId });
    expect(await t.container.storage.exists(key)).toBe(true);
    const del = await t.request('DELETE', `/api/layers/${layerId}/`, user);
    expect(del.statusCode, del.body).toBe(204);
    expect((await get(url)).statusCode).toBe(404);
    expect(await t.container.storage.exists(key)).toBe(false);
    expect((await get(urlOf({ ...partsOf(url), id: 2_000_000 }))).statusCode).toBe(404);
    expect((await get('/api/pack-archives/x/1/1/abc/archive.pmtiles')).statusCode).toBe(404);
  });

  it('removes an archive with the last pack that holds it, and its map’s with the map', async () => {
    const layer = await seedLayer(
      t,
      orgId,
      user.id,
      { name: 'More', type: 'vector', extent: AREA },
      [mapId],
    );
    await seedFeatures(t, layer, [{ fid: 1, properties: {}, lon: -6.25, lat: 53.33 }]);
    const a = await packAndBuild(t, user, mapId, REQUEST);
    const b = await packAndBuild(t, user, mapId, REQUEST);
    const urlOfLayer = (p: PackRead) => p.archives.find((x) => x.layer === layer)!.url!;
    const { id } = partsOf(urlOfLayer(a));
    const key = archiveKey({ id, organisation_id: orgId, layer_id: layer });
    expect(partsOf(urlOfLayer(b)).id).toBe(id);
    await t.request('DELETE', `/api/packs/${a.id}/`, user);
    expect(await t.container.storage.exists(key)).toBe(true);
    await t.request('DELETE', `/api/packs/${b.id}/`, user);
    expect(await t.container.storage.exists(key)).toBe(false);
    expect((await get(urlOfLayer(a))).statusCode).toBe(404);

    const c = await packAndBuild(t, user, mapId, REQUEST);
    const kept = partsOf(urlOfLayer(c)).id;
    const cKey = archiveKey({ id: kept, organisation_id: orgId, layer_id: layer });
    expect(await t.container.storage.exists(cKey)).toBe(true);
    const gone = await t.request('DELETE', `/api/maps/${mapId}/`, user);
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await t.container.storage.exists(cKey)).toBe(false);
    const left = await t.db
      .selectFrom('pack_archives')
      .select('id')
      .where('id', '=', kept)
      .execute();
    expect(left).toEqual([]);
  });
});
