import { execFile } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/assertions.js';
import { seedFeatures, seedLayer } from '../test/layers.js';
import { createSurveyor, type Surveyor } from '../test/surveyor.js';
import { useTestApp } from '../test/test-app.js';
import { SENATE_SHAPEFILE, uploadLayer } from '../test/viewer.js';

const run = promisify(execFile);

/** ogrinfo's summary of a GeoPackage: per layer its feature count and fields (name: type). */
async function summary(gpkg: Buffer, dir: string) {
  const file = path.join(dir, `answer-${Date.now()}.gpkg`);
  await writeFile(file, gpkg);
  const { stdout } = await run('ogrinfo', ['-so', '-al', file], {
    env: { ...process.env, GDAL_PAM_ENABLED: 'NO' },
  });
  const layers: Record<string, { count: number; fields: Record<string, string>; srs: string }> = {};
  let current: string | null = null;
  for (const line of stdout.split('\n')) {
    const name = /^Layer name: (.*)$/.exec(line);
    if (name) layers[(current = name[1]!)] = { count: -1, fields: {}, srs: '' };
    if (!current) continue;
    const count = /^Feature Count: (\d+)$/.exec(line);
    if (count) layers[current]!.count = Number(count[1]);
    const srs = /ID\["EPSG",(\d+)\]\]$/.exec(line);
    if (srs) layers[current]!.srs = srs[1]!;
    const field = /^(\w[^:]*): (\w+(?:\(\w+\))?) /.exec(line);
    if (field && !/^(Geometry|Extent|Layer|FID Column|Geometry Column|Data axis)/.test(line))
      layers[current]!.fields[field[1]!] = field[2]!;
  }
  return layers;
}

describe('map data download (GeoPackage)', () => {
  const t = useTestApp();
  let surveyor: Surveyor;
  let dir: string;
  let senateCount: number;

  const download = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    t.request('GET', `/api/maps/${surveyor.mapId}/download/`, {
      token: headers.mapshare ? undefined : surveyor.user.token,
      query,
      headers,
    });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'waymark-download-test-'));
    surveyor = await createSurveyor(t);
    const { orgId, user, mapId } = surveyor;
    const senate = await uploadLayer(t, user.token, mapId, 'Senate', SENATE_SHAPEFILE);
    const counted = await sql<{ n: number }>`select count(*)::int as n from features
      where layer_id = ${senate.id}`.execute(t.db);
    senateCount = counted.rows[0]!.n;
    const bridges = await seedLayer(t, orgId, user.id, { name: 'Bridges' }, [mapId]);
    await seedFeatures(t, bridges, [
      {
        fid: 1,
        properties: { name: 'Liffey', span: 12.5, listed: true, ref: 'A1' },
        lon: -6.26,
        lat: 53.35,
      },
      {
        fid: 2,
        properties: { name: 'Dodder', span: 8, listed: false, ref: 7 },
        lon: -6.25,
        lat: 53.35,
      },
      { fid: 3, properties: { name: 'Boyne', span: 30, ref: null }, lon: -6.0, lat: 53.35 },
    ]);
    await seedLayer(t, orgId, user.id, { name: 'Empty' }, [mapId]);
    // A CAD layer showing sub-layer A only, inside bounds that leave out one of its features.
    const drawing = await seedLayer(
      t,
      orgId,
      user.id,
      {
        name: 'Drawing',
        available_sub_layers: ['A', 'B'],
        sub_layers: ['A'],
        bounds: [-6.6, 52.9, -6.45, 53.1],
      },
      [mapId],
    );
    await seedFeatures(t, drawing, [
      { fid: 11, properties: { layer: 'A' }, lon: -6.5, lat: 53.0 },
      { fid: 12, properties: { layer: 'B' }, lon: -6.5, lat: 53.0 },
      { fid: 13, properties: { layer: 'A' }, lon: -6.3, lat: 53.0 },
    ]);
    await sql`update features set sub_layer = properties ->> 'layer'
      where layer_id = ${drawing}`.execute(t.db);
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('puts every vector layer with features in a table of its own, attributes as columns', async () => {
    const res = await download({});
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/geopackage+sqlite3');
    expect(res.headers['content-disposition']).toContain('filename="Corridor.gpkg"');
    const layers = await summary(res.rawPayload, dir);
    expect(Object.keys(layers).sort()).toEqual(['Bridges', 'Drawing', 'Senate']);
    expect(layers.Senate!.count).toBe(senateCount);
    expect(layers.Senate!.fields).toHaveProperty('SENATOR', 'String');
    expect(layers.Bridges!.count).toBe(3);
    expect(layers.Bridges!.srs).toBe('4326');
    expect(layers.Bridges!.fields).toMatchObject({
      name: 'String',
      span: 'Real',
      listed: 'Integer(Boolean)',
      // Text in one feature, a number in another: text.
      ref: 'String',
    });
    // Sub-layer A inside the layer's bounds only.
    expect(layers.Drawing!.count).toBe(1);
    expect(layers.Drawing!.fields).toHaveProperty('sub_layer', 'String');
  });

  it('keeps to the box, and a share viewer to the share’s bounds as well', async () => {
    const box = await summary((await download({ bbox: '-6.3,53.3,-6.2,53.4' })).rawPayload, dir);
    expect(Object.fromEntries(Object.entries(box).map(([k, v]) => [k, v.count]))).toEqual({
      Bridges: 2,
    });

    await t.container.repos.users.setPermissions(surveyor.user.id, ['maps.add_mapshare']);
    const created = await t.request('POST', '/api/mapshares/', {
      token: surveyor.user.token,
      body: {
        map: surveyor.mapId,
        expiry: new Date(Date.now() + 3600_000).toISOString(),
        bounds: [-6.27, 53.3, -6.255, 53.4],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const share = { mapshare: `Token ${created.json().token}` };
    const shared = await download({ bbox: '-6.3,53.3,-6.2,53.4' }, share);
    expect(shared.statusCode, shared.body.slice(0, 200)).toBe(200);
    const layers = await summary(shared.rawPayload, dir);
    expect(Object.fromEntries(Object.entries(layers).map(([k, v]) => [k, v.count]))).toEqual({
      Bridges: 1,
    });
    expectError(await download({ bbox: '-6.1,53.3,-5.9,53.4' }, share), 404);

    // Each download made is audited as a bulk download: the user's, or the share's (no user);
    // the refused one is not.
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'object_id', 'organisation_id', 'details'])
      .where('action', '=', 'map.download')
      .orderBy('id')
      .execute();
    expect(entries.slice(-2)).toEqual([
      {
        actor_id: surveyor.user.id,
        object_id: String(surveyor.mapId),
        organisation_id: surveyor.orgId,
        details: { layers: [expect.any(Number)], bbox: [-6.3, 53.3, -6.2, 53.4] },
      },
      {
        actor_id: null,
        object_id: String(surveyor.mapId),
        organisation_id: surveyor.orgId,
        details: {
          layers: [expect.any(Number)],
          bbox: [-6.3, 53.3, -6.2, 53.4],
          share: created.json().id,
        },
      },
    ]);
  });

  it('answers 404 without vector data, for strangers, and 400 for a box it cannot read', async () => {
    const rasterOnly = await t.createMap(surveyor.orgId, 'Nothing to download');
    await sql`update maps set visibility = 'ORG' where id = ${rasterOnly}`.execute(t.db);
    await seedLayer(t, surveyor.orgId, surveyor.user.id, { name: 'No features' }, [rasterOnly]);
    expectError(
      await t.request('GET', `/api/maps/${rasterOnly}/download/`, { token: surveyor.user.token }),
      404,
    );
    const other = await t.createOrganisation('Other', 'other.test');
    const stranger = await t.createUser({
      email: 'stranger@other.test',
      organisations: [{ id: other, admin: true }],
    });
    expectError(
      await t.request('GET', `/api/maps/${surveyor.mapId}/download/`, { token: stranger.token }),
      404,
    );
    expectError(await download({ bbox: '-6.2,53.3,-6.3,53.4' }), 400);
    expectError(await download({ bbox: '1,2,3' }), 400);
  });

  it('leaves no temporary file behind, also when the client goes away early', async () => {
    const work = t.config.WORK_DIR;
    const leftovers = async () =>
      (await readdir(work).catch(() => [] as string[])).filter((n) => n.startsWith('download-'));
    expect(await leftovers()).toEqual([]);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const request = httpRequest(`${address}/api/maps/${surveyor.mapId}/download/`, {
      headers: { authorization: `Token ${surveyor.user.token}` },
    });
    request.on('error', () => {});
    request.end();
    // Gone before the answer (ogr2ogr is still at work, or the file just made).
    setTimeout(() => request.destroy(), 50);
    for (let i = 0; i < 100 && (await leftovers()).length === 0; i += 1) {
      await new Promise((r) => setTimeout(r, 10));
    }
    const deadline = Date.now() + 10_000;
    while ((await leftovers()).length > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await leftovers()).toEqual([]);
  });
});
