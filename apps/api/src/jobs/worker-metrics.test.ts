import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnEntry, stopProcess } from '../test/entry-processes.js';
import { parseExposition, samplesOf, valueOf, type Sample } from '../test/metrics.js';
import { uploadForm } from '../test/multipart.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp } from '../test/test-app.js';
import { PgBossQueue, PROCESS_FILE_QUEUE } from './pg-boss-queue.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The port a process's log says its metrics listen on; the rest of its log is drained. */
function metricsPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the worker ended (${code})`));
    child.once('exit', onExit);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const found = /metrics listening on port (\d+)/.exec(line);
      if (found) {
        child.off('exit', onExit);
        resolve(Number(found[1]));
      }
    });
  });
}

/**
 * A worker running alone (apps/api/src/worker.ts, no HTTP server of its own) serves its metrics
 * on METRICS_PORT: the jobs it ran by kind and outcome, the failures by code, the queue's depth,
 * its pool and its process.
 */
describe('a worker process’s metrics', () => {
  const t = useTestApp();
  let worker: ChildProcess;
  let port: number;
  let queue: PgBossQueue;

  beforeAll(async () => {
    queue = new PgBossQueue(t.config.DATABASE_URL, 3600, () => undefined);
    worker = spawnEntry(
      'worker',
      t.config,
      { METRICS_PORT: '0', METRICS_HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      { stdout: 'pipe' },
    );
    port = await metricsPort(worker);
  });

  afterAll(async () => {
    if (worker) await stopProcess(worker);
    await queue?.stop();
  });

  async function scrape(): Promise<Sample[]> {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    return parseExposition(await res.text());
  }

  it('counts the jobs it ran and the failures, and reports the queue', async () => {
    const { user, mapId } = await createSurveyor(t);
    const form = uploadForm([
      { fixture: 'shapefile/senate.shp', type: 'vector', layerName: 'Senate' },
      { fixture: 'shapefile/senate.shx' },
      { fixture: 'shapefile/senate.dbf' },
      { fixture: 'shapefile/senate.prj' },
      // A shapefile without its .dbf: code 7 (pipeline-vector.test.ts).
      { fixture: 'shapefile/box.shp', type: 'vector', layerName: 'Broken' },
      { fixture: 'shapefile/box.shx' },
    ]);
    const upload = await t.request('PATCH', `/api/maps/${mapId}/`, {
      token: user.token,
      body: form.body,
      headers: form.headers,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const ids = t.jobs.take();
    expect(ids).toHaveLength(2);
    for (const id of ids) await queue.enqueueFile(id);

    // Waits on the worker's own account of both jobs (it polls the queue every second, on a
    // loaded machine), then on the queue's: a job is completed just after its file is done.
    const jobs = (samples: Sample[], outcome: string) =>
      valueOf(samples, 'waymark_job_duration_seconds_count', { kind: 'vector', outcome });
    const live = (samples: Sample[]) =>
      valueOf(samples, 'waymark_job_queue_jobs', { queue: PROCESS_FILE_QUEUE });
    let samples: Sample[] = [];
    for (let i = 0; i < 1200; i += 1) {
      samples = await scrape();
      if (jobs(samples, 'ready') + jobs(samples, 'failed') === 2 && live(samples) === 0) break;
      await sleep(100);
    }
    expect(jobs(samples, 'ready')).toBe(1);
    expect(jobs(samples, 'failed')).toBe(1);
    expect(valueOf(samples, 'waymark_processing_failures_total', { code: '7' })).toBe(1);
    // Every live state of the queue is a series, zero included; both jobs are done.
    const depth = samplesOf(samples, 'waymark_job_queue_jobs', { queue: PROCESS_FILE_QUEUE });
    expect(depth.map((s) => s.labels.state).sort()).toEqual(['active', 'created', 'retry']);
    expect(depth.every((s) => s.value === 0)).toBe(true);
    expect(valueOf(samples, 'waymark_db_pool_max_connections')).toBeGreaterThan(0);
    expect(samplesOf(samples, 'process_resident_memory_bytes')).toHaveLength(1);
    // A worker serves no HTTP: nothing but /metrics on its port.
    expect((await fetch(`http://127.0.0.1:${port}/api/health/`)).status).toBe(404);
  }, 180_000);
});
