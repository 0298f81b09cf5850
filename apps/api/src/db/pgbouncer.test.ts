import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  spawnEntry,
  startApiProcess,
  stopProcess,
  type ApiProcess,
} from '../test/entry-processes.js';
import { seedFeatures, seedLayer } from '../test/layers.js';
import { uploadForm } from '../test/multipart.js';
import { PGBOUNCER, startPgBouncer, type PgBouncer } from '../test/pgbouncer.js';
import { createSurveyor, type Surveyor } from '../test/surveyor.js';
import { PASSWORD, useTestApp } from '../test/test-app.js';
import { tileAt } from '../tiles/tile-math.js';

/** PgBouncer's server connections per database: fewer than one api process's pool. */
const BOUNCER_POOL = 3;
const API_POOL = 12;
const BRIDGE = [-6.26, 53.35] as const;
const TILE = tileAt(BRIDGE[0], BRIDGE[1], 14);
/** Well short of the caches' 10 s limit: an answer that follows in time came by a notice. */
const NOTICE = { interval: 50, timeout: 5_000 };
/** A worker process on a loaded two-core machine: start, take the job, load it. */
const PROCESSING = { interval: 200, timeout: 120_000 };

const installed = existsSync(PGBOUNCER);
if (!installed) {
  console.warn(`${PGBOUNCER} is missing (Debian's pgbouncer): the PgBouncer tests are skipped`);
}

/**
 * The api and a worker as a deployment runs them behind PgBouncer in transaction mode
 * (DATABASE_URL the pooler, DATABASE_DIRECT_URL the primary): every request and job works, with
 * fewer server connections than the api's pool, and what needs a session (the change notices,
 * the processing locks, migrations, GDAL) keeps one of its own on the primary.
 */
describe.skipIf(!installed)('through PgBouncer in transaction mode', () => {
  const t = useTestApp();
  let bouncer: PgBouncer;
  let api: ApiProcess;
  let worker: ChildProcess;
  let surveyor: Surveyor;
  let layerId: number;
  let token: string;

  beforeAll(async () => {
    bouncer = (await startPgBouncer(t.config.DATABASE_URL, BOUNCER_POOL))!;
    surveyor = await createSurveyor(t);
    layerId = await seedLayer(
      t,
      surveyor.orgId,
      surveyor.user.id,
      { name: 'Bridges', extent: [-6.3, 53.3, -6.2, 53.4] },
      [surveyor.mapId],
    );
    await seedFeatures(t, layerId, [
      { fid: 1, properties: { name: 'Bridge' }, lon: BRIDGE[0], lat: BRIDGE[1] },
    ]);
    const env = {
      DATABASE_URL: bouncer.urlFor(t.config.DATABASE_URL),
      DATABASE_DIRECT_URL: t.config.DATABASE_URL,
      DB_POOL_SIZE: String(API_POOL),
    };
    api = await startApiProcess(t.config, env);
    worker = spawnEntry('worker', t.config, { ...env, LOG_LEVEL: 'error' });
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
    if (worker) await stopProcess(worker);
    await bouncer?.stop();
  });

  /** `body`: JSON, or a multipart form's bytes (with its headers). */
  async function call(method: string, path: string, body?: unknown, headers = {}) {
    const json = body !== undefined && !Buffer.isBuffer(body);
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Token ${token}` } : {}),
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: json ? JSON.stringify(body) : body && new Uint8Array(body as Buffer),
    });
    const text = await res.text();
    const isJson = /^application\/json/.test(res.headers.get('content-type') ?? '');
    return { status: res.status, body: (isJson && text ? JSON.parse(text) : null) as unknown };
  }

  const tilePath = () => `/api/tiles/layers/${layerId}/${TILE.z}/${TILE.x}/${TILE.y}.pbf`;
  const mapLayers = async () =>
    (
      (await call('GET', `/api/maps/${surveyor.mapId}/`)).body as {
        layers: { name: string; status: string }[];
      }
    ).layers;

  it('signs in, and serves the map and layer lists and a vector tile', async () => {
    const signedIn = await call('POST', '/api/auth/login/', {
      email: surveyor.user.email,
      password: PASSWORD,
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    token = (signedIn.body as { key: string }).key;

    const maps = await call('GET', '/api/maps/');
    expect(maps.status).toBe(200);
    expect((maps.body as { results: { name: string }[] }).results.map((m) => m.name)).toEqual([
      'Corridor',
    ]);
    const layers = await call('GET', '/api/layers/');
    expect((layers.body as { results: { name: string }[] }).results.map((l) => l.name)).toEqual([
      'Bridges',
    ]);
    expect((await call('GET', tilePath())).status).toBe(200);
  });

  it('hears other processes’ changes: a layer cut elsewhere stops drawing within the notice', async () => {
    expect((await call('GET', tilePath())).status).toBe(200);
    await sql`update layers set bounds = array[0, 0, 1, 1]::float8[] where id = ${layerId}::int`.execute(
      t.db,
    );
    await expect.poll(async () => (await call('GET', tilePath())).status, NOTICE).toBe(204);
    await sql`update layers set bounds = null where id = ${layerId}::int`.execute(t.db);
    await expect.poll(async () => (await call('GET', tilePath())).status, NOTICE).toBe(200);
  });

  it('listens for notices on the primary itself, not through the pooler', async () => {
    const database = new URL(t.config.DATABASE_URL).pathname.slice(1);
    const pooled = await bouncer.clientApplications(database);
    expect(pooled).toContain('waymark');
    expect(pooled).not.toContain('waymark-changes');
    const listeners = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and application_name = 'waymark-changes'`.execute(t.db);
    // The api process's and this test's own app's.
    expect(listeners.rows[0]!.n).toBe(2);
  });

  it('answers many requests at once with more connections than the pooler’s servers', async () => {
    const paths = ['/api/maps/', '/api/layers/', tilePath(), `/api/maps/${surveyor.mapId}/`];
    const answers = await Promise.all(
      Array.from({ length: 4 * API_POOL }, (_, i) => call('GET', paths[i % paths.length]!)),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const database = new URL(t.config.DATABASE_URL).pathname.slice(1);
    expect(await bouncer.serverConnections(database)).toBeLessThanOrEqual(BOUNCER_POOL);
  });

  it('takes an upload and lets the worker process it to ready', async () => {
    const points = {
      type: 'FeatureCollection',
      features: [0, 1, 2].map((i) => ({
        type: 'Feature',
        properties: { name: `Post ${i}` },
        geometry: { type: 'Point', coordinates: [-6.26 + i / 100, 53.35] },
      })),
    };
    const form = uploadForm([
      {
        name: 'posts.geojson',
        content: Buffer.from(JSON.stringify(points)),
        type: 'vector',
        layerName: 'Posts',
      },
    ]);
    const upload = await call('PATCH', `/api/maps/${surveyor.mapId}/`, form.body, form.headers);
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    await expect
      .poll(async () => (await mapLayers()).find((l) => l.name === 'Posts')?.status, PROCESSING)
      .toBe('ready');
    const loaded = await sql<{ n: number }>`
      select count(*)::int as n from features f join layers l on l.id = f.layer_id
      where l.name = 'Posts'`.execute(t.db);
    expect(loaded.rows[0]!.n).toBe(3);
  }, 150_000);
});
