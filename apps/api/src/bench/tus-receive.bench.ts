import { once } from 'node:events';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, ROOT_DIR } from '../config.js';
import { dropDatabase, freshDatabase, table, timed } from './bench-support.js';
import { sendByTus } from './upload-memory.js';
import { createUploadTarget, startUploadServer, type RunningServer } from './upload-server.js';

/**
 * npm run bench -- tus-receive [--mb 256] [--chunk-mb 256] [--profile <dir>]
 * What receiving a resumable upload's bytes costs the api process's event loop: one upload
 * of `--mb` MB in PATCHes of `--chunk-mb`, through @tus/server's own way in (the body as a
 * web stream and back, WAYMARK_BENCH_TUS_WEB_BODY=1) and through ours (the Node request piped
 * to the store, tus-node-body.ts), each into a server process of its own, in one run.
 * CPU comes from /proc (the main thread's, where the event loop runs, and the process's);
 * garbage collection from a PerformanceObserver inside the server (the pauses it imposes).
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    mb: { type: 'string', default: '256' },
    'chunk-mb': { type: 'string', default: '256' },
    /** A directory for each way's CPU profile of the server during the upload (the figures then include the profiler's cost). */
    profile: { type: 'string' },
  },
});
const total = Number(values.mb) * 1024 * 1024;
const chunk = Number(values['chunk-mb']) * 1024 * 1024;
const work = path.join(ROOT_DIR, 'var/bench/tus-receive');
const gcFile = path.join(work, 'gc.json');
await mkdir(work, { recursive: true });

/**
 * Loaded into the server process (NODE_OPTIONS --import): adds up the GC pauses, and writes
 * the totals so far (and the longest pause since the last time) to BENCH_GC_FILE on SIGUSR2.
 * With BENCH_CPU_PROFILE, the first signal starts a CPU profile, the second writes it there.
 */
const GC_METER = `
import { PerformanceObserver } from 'node:perf_hooks';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
const gc = { seq: 0, ms: 0, count: 0, maxMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.ms += entry.duration; gc.count += 1; gc.maxMs = Math.max(gc.maxMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });
const profile = process.env.BENCH_CPU_PROFILE;
const session = profile ? new Session() : null;
process.on('SIGUSR2', async () => {
  gc.seq += 1;
  if (session && gc.seq === 1) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  } else if (session) {
    writeFileSync(profile, JSON.stringify((await session.post('Profiler.stop')).profile));
  }
  writeFileSync(process.env.BENCH_GC_FILE, JSON.stringify(gc));
  gc.maxMs = 0;
});
`;
const gcImport = `--import=data:text/javascript;base64,${Buffer.from(GC_METER).toString('base64')}`;

interface Gauges {
  mainCpu: number;
  processCpu: number;
  gc: { seq: number; ms: number; count: number; maxMs: number };
}

/** CPU seconds (user + system) from a /proc stat line. */
async function cpuOf(statFile: string): Promise<number> {
  const fields = (await readFile(statFile, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in 1/100 s
}

async function gauges(pid: number, seq: number): Promise<Gauges> {
  process.kill(pid, 'SIGUSR2');
  let gc: Gauges['gc'] | undefined;
  for (let i = 0; i < 200 && gc?.seq !== seq; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    gc = await readFile(gcFile, 'utf8').then(
      (t) => JSON.parse(t) as Gauges['gc'],
      () => gc,
    );
  }
  if (gc?.seq !== seq) throw new Error('the server wrote no GC figures');
  return {
    mainCpu: await cpuOf(`/proc/${pid}/task/${pid}/stat`),
    processCpu: await cpuOf(`/proc/${pid}/stat`),
    gc,
  };
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}

/** One upload through `server`: POST, then the PATCHes. */
async function upload(server: RunningServer, mapId: number): Promise<void> {
  await sendByTus(server, mapId, 'big.tif', total, chunk);
}

const baseUrl = loadConfig().DATABASE_URL;
const dbName = 'waymark_bench_tus_receive';
const databaseUrl = await freshDatabase(baseUrl, dbName);
const { mapId } = await createUploadTarget(databaseUrl);
const rows: (string | number)[][] = [
  ['way in', 'event loop CPU', 'process CPU', 'GC pauses', 'GC count', 'longest GC', 'wall'],
];
try {
  for (const [name, webBody, file] of [
    ['@tus/server (web stream)', '1', 'web-stream.cpuprofile'],
    ['Node request (ours)', '0', 'node-request.cpuprofile'],
  ] as const) {
    const server = await startUploadServer(
      databaseUrl,
      path.join(work, 'storage'),
      await freePort(),
      {
        WAYMARK_BENCH_TUS_WEB_BODY: webBody,
        BENCH_GC_FILE: gcFile,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${gcImport}`.trim(),
        ...(values.profile ? { BENCH_CPU_PROFILE: path.resolve(values.profile, file) } : {}),
      },
    );
    try {
      const before = await gauges(server.pid, 1);
      const { seconds } = await timed(() => upload(server, mapId));
      // The observer hears of the last collections a moment later.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const after = await gauges(server.pid, 2);
      rows.push([
        name,
        `${(after.mainCpu - before.mainCpu).toFixed(2)} s`,
        `${(after.processCpu - before.processCpu).toFixed(2)} s`,
        `${Math.round(after.gc.ms - before.gc.ms)} ms`,
        after.gc.count - before.gc.count,
        `${after.gc.maxMs.toFixed(1)} ms`,
        `${seconds.toFixed(1)} s`,
      ]);
    } finally {
      await server.stop();
    }
  }
} finally {
  await rm(work, { recursive: true, force: true });
  await dropDatabase(baseUrl, dbName);
}
console.log(`\nReceiving ${values.mb} MB by tus in PATCHes of ${values['chunk-mb']} MB:`);
table(rows);
