import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawnEntry } from '../test/entry-processes.js';
import { filesUnder, largeOrthophoto } from '../test/files.js';
import { uploadForm } from '../test/multipart.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp } from '../test/test-app.js';
import { PgBossQueue } from './pg-boss-queue.js';

const POINTS = 150_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A worker process killed (SIGKILL) in the middle of a raster job and of a vector job: another
 * worker finds the files whose worker died (their processing lock went with its connection),
 * processes them again, and the layers end ready — no duplicate feature, no file left over in
 * storage, staging or the work directory.
 */
describe('a worker killed mid-job', () => {
  const t = useTestApp(() => ({ WORKER_CONCURRENCY: '2' }));
  const workers: ChildProcess[] = [];
  let queue: PgBossQueue;
  let dir: string;

  const startWorker = () => {
    const worker = spawnEntry('worker', t.config, {
      WORKER_CONCURRENCY: '2',
      WORKER_REAP_SECONDS: '1',
      LOG_LEVEL: 'error',
    });
    workers.push(worker);
    return worker;
  };

  const statuses = async (ids: number[]) =>
    (
      await t.db.selectFrom('layer_files').select(['id', 'status']).where('id', 'in', ids).execute()
    ).map((r) => r.status);

  async function until(ids: number[], wanted: string, tries: number) {
    for (let i = 0; i < tries; i += 1) {
      const now = await statuses(ids);
      if (now.length === ids.length && now.every((s) => s === wanted)) return;
      await sleep(100);
    }
    throw new Error(
      `files ${ids.join(', ')} are ${(await statuses(ids)).join(', ')}, not ${wanted}`,
    );
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'waymark-kill-'));
    queue = new PgBossQueue(t.config.DATABASE_URL, 3600, () => undefined);
  });

  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await queue?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('is replaced by another worker that finishes both layers cleanly', async () => {
    const { user, mapId } = await createSurveyor(t);
    // An orthophoto enlarged fourfold (seconds of warping) and 150,000 points (seconds of loading).
    const raster = await largeOrthophoto(dir);
    const features = Array.from({ length: POINTS }, (_, i) => ({
      type: 'Feature',
      properties: { name: `MP ${i}` },
      geometry: {
        type: 'Point',
        coordinates: [-8 + (i % 400) / 100, 53 + Math.floor(i / 400) / 200],
      },
    }));
    const points = JSON.stringify({ type: 'FeatureCollection', features });
    await writeFile(path.join(dir, 'posts.geojson'), points);
    const form = uploadForm([
      {
        name: 'ortho-large.tif',
        content: await readFile(raster),
        type: 'raster',
        layerName: 'Ortho',
      },
      { name: 'posts.geojson', content: Buffer.from(points), type: 'vector', layerName: 'Posts' },
    ]);
    const upload = await t.request('PATCH', `/api/maps/${mapId}/`, {
      token: user.token,
      body: form.body,
      headers: form.headers,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const ids = t.jobs.take();
    expect(ids).toHaveLength(2);

    const first = startWorker();
    for (const id of ids) await queue.enqueueFile(id);
    await until(ids, 'processing', 1200);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    expect(await statuses(ids)).toEqual(['processing', 'processing']);

    startWorker();
    await until(ids, 'ready', 1800);

    const layers = upload.json().layers as { id: number; name: string }[];
    const posts = layers.find((l) => l.name === 'Posts')!.id;
    const counted = await sql<{ n: number; fids: number }>`
      select count(*)::int as n, count(distinct fid)::int as fids from features
      where layer_id = ${posts}::int`.execute(t.db);
    expect(counted.rows[0]).toEqual({ n: POINTS, fids: POINTS });

    const keys = await t.db
      .selectFrom('layer_files')
      .select('storage_key')
      .where(
        'layer_id',
        'in',
        layers.map((l) => l.id),
      )
      .execute();
    const stored = await filesUnder(t.config.STORAGE_DIR);
    expect(stored.filter((f) => f.startsWith('layers/'))).toEqual(
      keys.map((k) => k.storage_key).sort(),
    );
    expect(stored.filter((f) => f.startsWith('staging/'))).toEqual([]);
    // The loader marks a file ready as its last word; its work directory goes just after, so
    // on a busy machine the test can see 'ready' first.
    await vi.waitFor(
      async () =>
        expect((await readdir(t.config.WORK_DIR)).filter((d) => /^file-/.test(d))).toEqual([]),
      { timeout: 60_000, interval: 200 },
    );
    // Bounded by its own waits (2 + 3 min of polling), not by the 30 s default: two workers
    // start, warp and load on a two-core machine that other test files share.
  }, 330_000);
});
