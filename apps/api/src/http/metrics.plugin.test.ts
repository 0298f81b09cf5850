import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { createDb } from '../db/database.js';
import { startMetricsServer } from '../metrics/metrics-server.js';
import { tileAt } from '../tiles/tile-math.js';
import { parseExposition, samplesOf, valueOf, type Sample } from '../test/metrics.js';
import { createSurveyor } from '../test/surveyor.js';
import { RecordingQueue, useTestApp, type TestUser } from '../test/test-app.js';
import { uploadForm } from '../test/multipart.js';
import { SENATE_SHAPEFILE, uploadLayer, type UploadedLayer } from '../test/viewer.js';

const TOKEN = 'scrape-me-0123456789abcdef';
const DURATION = 'waymark_http_request_duration_seconds_count';

/**
 * /metrics: on the api's port only with the configured bearer token (404 without one
 * configured), on METRICS_PORT without; requests labelled by route pattern, never by path; tile
 * caches, processing jobs and their failures, storage errors, the pool and the process.
 */
describe('metrics', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN });
  let user: TestUser;
  let mapId: number;
  let ortho: UploadedLayer;

  beforeAll(async () => {
    ({ user, mapId } = await createSurveyor(t));
    ortho = await uploadLayer(t, user.token, mapId, 'Ortho', [
      { fixture: 'geotiff/RGB.byte.tif', type: 'raster' },
    ]);
  });

  async function scrape(): Promise<Sample[]> {
    const res = await t.request('GET', '/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseExposition(res.body);
  }

  it('answers the api port only with the bearer token', async () => {
    expect((await t.request('GET', '/metrics')).statusCode).toBe(401);
    const wrong = await t.request('GET', '/metrics', {
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toMatch(/^Bearer/);
    const asUser = await t.request('GET', '/metrics', { token: user.token });
    expect(asUser.statusCode).toBe(401);
    const samples = await scrape();
    // Node's own metrics, and the pool's use read at scrape time.
    expect(samplesOf(samples, 'process_cpu_user_seconds_total')).toHaveLength(1);
    expect(samplesOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
    expect(valueOf(samples, 'waymark_db_pool_max_connections')).toBe(4);
    expect(valueOf(samples, 'waymark_db_pool_connections')).toBeGreaterThan(0);
    expect(samplesOf(samples, 'waymark_db_pool_waiting_requests')).toHaveLength(1);
  });

  it('is not served on the api port without a token configured (404)', async () => {
    // A handle of its own: the caches of t.app follow the change signal of t.db.
    const db = createDb(t.config.DATABASE_URL, 2);
    let plain: App['app'] | undefined;
    try {
      const config = { ...t.config, METRICS_TOKEN: undefined };
      ({ app: plain } = await buildApp({ config, db, logger: false, queue: new RecordingQueue() }));
      for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
        const res = await plain.inject({
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ detail: 'Not found.' });
      }
    } finally {
      await plain?.close();
      await db.destroy();
    }
  });

  it('is served without a key on METRICS_PORT', async () => {
    const found: { port?: number } = {};
    const stop = await startMetricsServer(
      t.container.metrics,
      { METRICS_PORT: 0, HOST: '127.0.0.1' },
      { info: (details) => Object.assign(found, details) },
    );
    try {
      const res = await fetch(`http://127.0.0.1:${found.port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await res.text()).toContain('waymark_http_request_duration_seconds_bucket');
      expect((await fetch(`http://127.0.0.1:${found.port}/api/maps/`)).status).toBe(404);
    } finally {
      await stop();
    }
  });

  it('labels requests by route pattern and status class, never by path', async () => {
    const before = await scrape();
    const read = `/api/maps/${mapId}/`;
    expect((await t.request('GET', read, { token: user.token })).statusCode).toBe(200);
    expect((await t.request('GET', `/api/maps/999999/`, { token: user.token })).statusCode).toBe(
      404,
    );
    expect((await t.request('GET', `/api/no-such-thing/${mapId}/`)).statusCode).toBe(404);
    const tile = tileAt(-77.76, 24.56, 8);
    const tileUrl = `/api/tiles/layers/${ortho.id}/${tile.z}/${tile.x}/${tile.y}.png`;
    for (let i = 0; i < 2; i += 1) {
      expect((await t.request('GET', tileUrl, { token: user.token })).statusCode).toBe(200);
    }
    const after = await scrape();
    const delta = (labels: Record<string, string>) =>
      valueOf(after, DURATION, labels) - valueOf(before, DURATION, labels);

    expect(delta({ method: 'GET', route: '/api/maps/:id/', status_class: '2xx' })).toBe(1);
    expect(delta({ method: 'GET', route: '/api/maps/:id/', status_class: '4xx' })).toBe(1);
    expect(delta({ method: 'GET', route: 'unmatched', status_class: '4xx' })).toBe(1);
    const tiles = {
      method: 'GET',
      route: '/api/tiles/layers/:id/:z/:x/:tile',
      status_class: '2xx',
    };
    expect(delta(tiles)).toBe(2);
    // The scrape before this one is counted too, under its own route.
    expect(delta({ route: '/metrics', status_class: '2xx' })).toBe(1);

    const routes = new Set(samplesOf(after, DURATION).map((s) => s.labels.route!));
    for (const route of routes) {
      expect(route).toMatch(/^(\/api\/|\/metrics$|unmatched$|web$)/);
      // No id, no tile address: only patterns.
      expect(route.split('/').filter((part) => /^\d+$/.test(part))).toEqual([]);
    }
    expect([...routes].some((r) => r.includes(String(mapId)) || r.includes('no-such'))).toBe(false);

    // The second tile found the layer, the COG and its blocks in the caches.
    const cache = (name: string, result: string) =>
      valueOf(after, 'waymark_tile_cache_lookups_total', { cache: name, result }) -
      valueOf(before, 'waymark_tile_cache_lookups_total', { cache: name, result });
    expect(cache('tile_layer', 'miss')).toBeGreaterThanOrEqual(1);
    expect(cache('tile_layer', 'hit')).toBeGreaterThanOrEqual(1);
    expect(cache('raster_block', 'miss')).toBeGreaterThanOrEqual(1);
    expect(cache('raster_block', 'hit')).toBeGreaterThanOrEqual(1);
    expect(cache('cog', 'hit')).toBeGreaterThanOrEqual(1);
  });

  it('times processing jobs by kind and counts failures by error code', async () => {
    const before = await scrape();
    await uploadLayer(t, user.token, mapId, 'Senate', SENATE_SHAPEFILE);
    const { body, headers } = uploadForm([
      { fixture: 'geotiff/corrupt.tif', type: 'raster', layerName: 'Corrupt' },
    ]);
    const corrupt = await t.request('PATCH', `/api/maps/${mapId}/`, {
      token: user.token,
      body,
      headers,
    });
    expect(corrupt.statusCode, corrupt.body).toBe(200);
    await t.runJobs();
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);

    expect(delta('waymark_job_duration_seconds_count', { kind: 'vector', outcome: 'ready' })).toBe(
      1,
    );
    expect(delta('waymark_job_duration_seconds_count', { kind: 'raster', outcome: 'failed' })).toBe(
      1,
    );
    expect(delta('waymark_job_duration_seconds_sum', { kind: 'vector' })).toBeGreaterThan(0);
    // A damaged raster: code 4 of the spec's catalogue (pipeline-raster-photo.test.ts).
    expect(delta('waymark_processing_failures_total', { code: '4', title: 'GDALWARP_TIF' })).toBe(
      1,
    );
    // The earlier raster was ready: its job is counted from beforeAll.
    expect(
      valueOf(after, 'waymark_job_duration_seconds_count', { kind: 'raster', outcome: 'ready' }),
    ).toBe(1);
  });

  it('counts storage errors by operation, and passes them on', async () => {
    const before = await scrape();
    await expect(t.container.storage.get('layers/nothing-here.tif')).rejects.toThrow();
    await expect(
      t.container.storage.move('layers/nothing-here.tif', 'layers/elsewhere.tif'),
    ).rejects.toThrow();
    const after = await scrape();
    const errors = (operation: string) =>
      valueOf(after, 'waymark_storage_errors_total', { operation }) -
      valueOf(before, 'waymark_storage_errors_total', { operation });
    expect(errors('get')).toBe(1);
    expect(errors('move')).toBe(1);
  });
});
