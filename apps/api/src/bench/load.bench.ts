import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, ROOT_DIR } from '../config.js';
import { FIXTURES_DIR } from '../test/multipart.js';
import { tileAt } from '../tiles/tile-math.js';
import { freshDatabase, run, table } from './bench-support.js';
import { login } from './bench-server.js';
import { startApis, startNginx, startWorker } from './load-cluster.js';
import { largeOrthophoto, uploadToMap, whenProcessed } from './load-upload.js';
import { figuresOf, runViewers, type KindFigures, type ViewerTarget } from './load-viewers.js';
import { phaseRatios } from './load-phases.js';
import { runPackCache, type PackCacheRun } from './load-pack-cache.js';

/**
 * npm run bench -- load [--viewers 200] [--seconds 60] [--think-ms 5000] [--upload-mb 1024]
 *   [--skip-cluster] [--skip-pack-cache] [--upload-process]
 * Simulated viewers of the demo map (tiles fresh and 304, search, map, layer and files reads)
 * against one api process, then against two api processes and two workers behind nginx on the
 * same database; then the same viewers reading their tiles from an offline pack of the map
 * (PMTiles range reads of its signed archive URLs) through nginx's proxy cache in front of the
 * one api process; then one api process again while a large orthophoto is uploaded and
 * processed (with --upload-process, once more with the bytes sent to an api process of its own).
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    viewers: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    'upload-mb': { type: 'string', default: '1024' },
    'think-ms': { type: 'string', default: '5000' },
    'skip-cluster': { type: 'boolean', default: false },
    'skip-pack-cache': { type: 'boolean', default: false },
    'upload-process': { type: 'boolean', default: false },
  },
});
const viewers = Number(values.viewers);
const seconds = Number(values.seconds);
const uploadMb = Number(values['upload-mb']);
const thinkMs = Number(values['think-ms']);
const work = path.join(ROOT_DIR, 'var/bench/load');
await rm(work, { recursive: true, force: true });
await mkdir(path.join(work, 'nginx'), { recursive: true });
const password = 'Bench-Load-Pass-1';
/** /metrics on the api's own port: the pack phase counts the archive requests that reach it. */
const metricsToken = 'bench-load-metrics-token';
const env = {
  DATABASE_URL: await freshDatabase(loadConfig().DATABASE_URL, 'waymark_bench_load'),
  STORAGE_DIR: path.join(work, 'storage'),
  WORK_DIR: path.join(work, 'jobs'),
  WAYMARK_ADMIN_PASSWORD: password,
  METRICS_TOKEN: metricsToken,
};
console.log('seeding the demo organisation and map');
await run(
  process.execPath,
  ['--import', 'tsx', path.join(ROOT_DIR, 'apps/api/src/cli/main.ts'), 'setup'],
  {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env },
  },
);

/** The demo map's layers and tiles over them, from zoom 12 to 15. */
async function targetOf(base: string): Promise<ViewerTarget> {
  const token = await login(base, 'admin@example.com', password);
  const headers = { authorization: `Token ${token}` };
  const maps = (await (await fetch(`${base}/api/maps/`, { headers })).json()) as {
    results: { id: number }[];
  };
  const mapId = maps.results[0]!.id;
  const map = (await (await fetch(`${base}/api/maps/${mapId}/`, { headers })).json()) as {
    layers: { id: number; type: string | null; extent: number[] | null }[];
  };
  const tiles = new Set<string>();
  for (const layer of map.layers) {
    if (!layer.extent) continue;
    const [w, s, e, n] = layer.extent as [number, number, number, number];
    for (let z = 12; z <= 15; z += 1) {
      const a = tileAt(w, n, z);
      const b = tileAt(e, s, z);
      for (let x = a.x; x <= Math.min(b.x, a.x + 7); x += 1)
        for (let y = a.y; y <= Math.min(b.y, a.y + 7); y += 1) tiles.add(`${z}/${x}/${y}`);
    }
  }
  const ofType = (type: string) => map.layers.filter((l) => l.type === type).map((l) => l.id);
  return {
    base,
    token,
    mapId,
    vectorLayers: ofType('vector'),
    rasterLayers: ofType('raster'),
    tiles: [...tiles],
  };
}

const rows: (string | number)[][] = [
  ['setting', 'kind', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms'],
];
const report = (
  setting: string,
  { perSecond, figures, failures }: Awaited<ReturnType<typeof runViewers>>,
) => {
  for (const [what, count] of failures) console.log(`${setting}: ${count} × ${what}`);
  for (const f of figures)
    rows.push([
      setting,
      f.kind,
      f.requests,
      f.errors,
      f.p50.toFixed(1),
      f.p95.toFixed(1),
      f.p99.toFixed(1),
    ]);
  rows.push([setting, 'all, per second', perSecond.toFixed(0), '', '', '', '']);
};

const [single] = await startApis(env, 8391, 1);
const target = await targetOf(single!.base);
console.log(
  `${viewers} viewers for ${seconds} s; ${target.tiles.length} tiles over ${target.vectorLayers.length} vector and ${target.rasterLayers.length} raster layers`,
);
// Warm-up with the full burst of arriving viewers: caches, JIT and PostgreSQL warm, so that
// the idle figures are not those of a cold process (the upload run that follows is warm).
await runViewers(target, viewers, 15, thinkMs);
const one = await runViewers(target, viewers, seconds, thinkMs);
report('1 api', one);

const workers = [startWorker(env), startWorker(env)];
if (!values['skip-cluster']) {
  const second = await startApis(env, 8392, 1);
  const nginx = await startNginx(path.join(work, 'nginx'), 8390, [
    '127.0.0.1:8391',
    '127.0.0.1:8392',
  ]);
  const balanced = await runViewers({ ...target, base: nginx.base }, viewers, seconds, thinkMs);
  report('2 api + 2 workers, nginx', balanced);
  await nginx.stop();
  await second[0]!.stop();
}

let packed: PackCacheRun | undefined;
if (!values['skip-pack-cache']) {
  const setting = '1 api, pack via nginx cache';
  packed = await runPackCache(target, {
    dir: path.join(work, 'nginx-cache'),
    port: 8394,
    viewers,
    seconds,
    thinkMs,
    metricsToken,
    packTimeoutMs: 600_000,
  });
  report(setting, packed.run);
  const share = (100 * packed.atApi) / Math.max(1, packed.reads);
  rows.push([
    setting,
    `range reads that reached the api: ${share.toFixed(2)} %`,
    packed.atApi,
    '',
    '',
    '',
    '',
  ]);
}

/**
 * The viewers again while a large orthophoto is uploaded (to `uploadBase`) and processed; each
 * kind's p95 while the bytes arrive and while the workers process them, against idle.
 */
async function uploadRun(setting: string, ortho: string, uploadBase: string) {
  // Its own idle baseline, just before: an earlier run's layer makes the map's reads larger.
  const idle = await runViewers(target, viewers, seconds, thinkMs);
  report(`${setting}: idle before`, idle);
  const t0 = Date.now();
  const upload = uploadToMap(single!.base, target.token, target.mapId, ortho, uploadBase).then(
    async ({ layerId, committedAt }) => ({
      layerId,
      committedAt,
      processed: await whenProcessed(single!.base, target.token, layerId),
    }),
  );
  const during = await runViewers(target, viewers, seconds, thinkMs);
  report(setting, during);
  const windows = (run: typeof idle) => run.windowsP95.map((ms) => ms.toFixed(1)).join(' ');
  console.log(`revalidated tile p95 by 10 s window, ms: without upload ${windows(idle)}`);
  console.log(`revalidated tile p95 by 10 s window, ms: with upload    ${windows(during)}`);
  const { layerId, committedAt, processed } = await upload;
  const receivedBy = committedAt - t0;
  const processedBy = processed.at - t0;
  console.log(
    `upload committed as layer ${layerId} at ${(receivedBy / 1000).toFixed(1)} s; its processing ended (${processed.status}) at ${(processedBy / 1000).toFixed(1)} s`,
  );
  console.log(`${setting}:`);
  phaseRatios(idle.figures, [
    ['receiving', figuresOf(during.samples.filter((x) => x.at < receivedBy))],
    [
      'processing',
      figuresOf(during.samples.filter((x) => x.at >= receivedBy && x.at < processedBy)),
    ],
  ]);
}

if (uploadMb > 0) {
  console.log(`making a ${uploadMb} MB orthophoto`);
  const ortho = await largeOrthophoto(
    path.join(FIXTURES_DIR, 'geotiff/RGB.byte.tif'),
    work,
    uploadMb,
  );
  await uploadRun(`1 api, ${uploadMb} MB upload`, ortho, single!.base);
  if (values['upload-process']) {
    // The upload's bytes to an api process of their own at nice 19 (as a balancer could route
    // /api/uploads/): the viewers' process only commits the upload.
    const [uploads] = await startApis(env, 8393, 1, 19);
    await uploadRun(`1 api + 1 uploads api, ${uploadMb} MB upload`, ortho, uploads!.base);
    await uploads!.stop();
  }
}
await Promise.all(workers.map((w) => w.stop()));
await single!.stop();
table(rows);
const tileP95 = (figures: KindFigures[]) => figures.find((f) => f.kind === 'vector tile 304')!.p95;
console.log(
  `Targets (issue 15): 0 errors; p95 of a cached tile (304) under 20 ms with one process: ${tileP95(one.figures).toFixed(1)} ms.`,
);
if (packed) {
  const p95 = (figures: KindFigures[], kind: KindFigures['kind']) =>
    figures.find((f) => f.kind === kind)!.p95.toFixed(1);
  console.log(
    `Offline pack through nginx's cache (issue 28): pack vector tile p95 ${p95(packed.run.figures, 'pack vector tile')} ms, pack raster tile p95 ${p95(packed.run.figures, 'pack raster tile')} ms, against the live vector tile p95 of '1 api' ${p95(one.figures, 'vector tile')} ms (raster ${p95(one.figures, 'raster tile')} ms); ${packed.atApi} of the ${packed.reads} range reads (${packed.tileReads} of them tiles) reached the api (its own request count, /metrics)${packed.slice ? ', cached in 1 MB slices' : ', whole archives cached'}.`,
  );
}
