import type { ChildProcess } from 'node:child_process';
import { access, chmod, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgBossQueue } from '../jobs/pg-boss-queue.js';
import { ProcessingLockRepository } from '../repositories/processing-lock.repository.js';
import { readLog, spawnEntry } from '../test/entry-processes.js';
import { uploadForm } from '../test/multipart.js';
import { groupEmptied, killGroup } from '../test/process-group.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp } from '../test/test-app.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GDAL's tools behind a gate: each waits (a child process of the worker, as the real tool is)
 * until the test opens the gate, then runs the real one. A job is thus in the middle of a tool
 * for exactly as long as the test wants, however fast or loaded the machine.
 */
async function gatedTools(
  dir: string,
): Promise<{ path: string; waiting: string; open(): Promise<void> }> {
  const gate = path.join(dir, 'open');
  const waiting = path.join(dir, 'waiting');
  for (const tool of (await readdir('/usr/bin')).filter((n) => /^(gdal|ogr)/.test(n))) {
    const script = path.join(dir, tool);
    await writeFile(
      script,
      `#!/bin/sh\ntouch '${waiting}'\nwhile [ ! -e '${gate}' ]; do sleep 0.05; done\n` +
        `exec /usr/bin/${tool} "$@"\n`,
    );
    await chmod(script, 0o755);
  }
  return {
    path: `${dir}${path.delimiter}${process.env.PATH ?? ''}`,
    /** Written when a job has started a tool. */
    waiting,
    open: () => writeFile(gate, ''),
  };
}

async function until(check: () => Promise<boolean>, what: string, tries = 1200): Promise<void> {
  for (let i = 0; i < tries; i += 1) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`gave up waiting for ${what}`);
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * A worker told to stop (SIGTERM to its own pid) takes no new job; its running job finishes
 * within the grace period or, when the period runs out first, goes back to the queue for another
 * worker; it exits, and nothing it started (GDAL's tools) outlives it.
 */
describe('a worker told to stop', () => {
  const t = useTestApp();
  let queue: PgBossQueue;
  let dir: string;
  const workers: ChildProcess[] = [];
  let ids: { raster: number; vector: number };

  const status = async (id: number) =>
    (await t.db.selectFrom('layer_files').select('status').where('id', '=', id).executeTakeFirst())
      ?.status;
  const exited = (child: ChildProcess) =>
    new Promise<[number | null, string | null]>((resolve) =>
      child.once('exit', (code, signal) => resolve([code, signal])),
    );

  async function startWorker(name: string, env: Record<string, string>) {
    const tools = await gatedTools(await mkdtemp(path.join(dir, `${name}-`)));
    const worker = spawnEntry(
      'worker',
      t.config,
      { PATH: tools.path, WORKER_CONCURRENCY: '1', LOG_LEVEL: 'info', ...env },
      { stdout: 'pipe', detached: true },
    );
    workers.push(worker);
    return { worker, log: readLog(worker), tools };
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'waymark-stop-'));
    queue = new PgBossQueue(t.config.DATABASE_URL, 3600, () => undefined);
    const { user, mapId } = await createSurveyor(t);
    const form = uploadForm([
      { fixture: 'geotiff/RGB.byte.tif', type: 'raster', layerName: 'Ortho' },
      { fixture: 'shapefile/senate.shp', type: 'vector', layerName: 'Corridor' },
      { fixture: 'shapefile/senate.shx' },
      { fixture: 'shapefile/senate.dbf' },
      { fixture: 'shapefile/senate.prj' },
    ]);
    const upload = await t.request('PATCH', `/api/maps/${mapId}/`, {
      token: user.token,
      body: form.body,
      headers: form.headers,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const files = await t.db
      .selectFrom('layer_files')
      .select(['id', 'name'])
      .where('id', 'in', t.jobs.take())
      .execute();
    const idOf = (name: string) => files.find((f) => f.name === name)!.id;
    ids = { raster: idOf('RGB.byte.tif'), vector: idOf('senate.shp') };
  });

  afterAll(async () => {
    for (const worker of workers) killGroup(worker.pid!);
    await queue?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('finishes its running job, takes no other, and exits', async () => {
    const { worker, log, tools } = await startWorker('finish', {
      SHUTDOWN_GRACE_SECONDS: '600',
    });
    const gone = exited(worker);
    await queue.enqueueFile(ids.raster);
    await until(() => exists(tools.waiting), 'the raster job to run a tool');
    // A second job, queued while the only slot is busy: the stopping worker must leave it.
    await queue.enqueueFile(ids.vector);

    process.kill(worker.pid!, 'SIGTERM');
    await log.logged(/"msg":"stopping"/);
    await tools.open();

    expect(await gone).toEqual([0, null]);
    expect(await status(ids.raster)).toBe('ready');
    expect(await status(ids.vector)).toBe('queued');
    expect(await groupEmptied(worker.pid!)).toEqual([]);
  }, 300_000);

  it('hands its job back when the grace period runs out, its tools ended, and exits', async () => {
    // The queued job the first worker left is this one's; its tools never get through the gate.
    const { worker, tools } = await startWorker('hand-back', { SHUTDOWN_GRACE_SECONDS: '8' });
    const gone = exited(worker);
    await until(() => exists(tools.waiting), 'the vector job to run a tool');
    expect(await status(ids.vector)).toBe('processing');

    process.kill(worker.pid!, 'SIGTERM');

    expect(await gone).toEqual([0, null]);
    expect(await groupEmptied(worker.pid!)).toEqual([]);
    // Another worker takes it up: its lock went with the worker, and the queue retries the job.
    expect(await new ProcessingLockRepository(t.db).requeueOrphans()).toEqual([ids.vector]);
    const jobs = await sql<{ state: string }>`
      select state from pgboss.job
      where name = 'process-file' and (data->>'fileId')::int = ${ids.vector}::int`.execute(t.db);
    expect(jobs.rows.map((r) => r.state)).toEqual(['retry']);
  }, 300_000);
});
