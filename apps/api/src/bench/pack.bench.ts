import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT_DIR } from '../config.js';
import { demoSurveyDir, importLayers } from '../seed/demo-layers.seed.js';
import { DEMO_LAYERS } from '../seed/demo-survey.js';
import { digest, newKey } from '../services/secrets.js';
import type { Area } from '../tiles/pack-tiles.js';
import { benchMap } from './bench-map.js';
import { startServer } from './bench-server.js';
import { dropDatabase, table, timed } from './bench-support.js';
import { httpGetter } from './load.js';
import {
  addressesOf,
  fetchLive,
  liveUrl,
  percentile,
  readFromPack,
  spread,
  type BenchArchive,
} from './pack-measure.js';
import { pointLayer } from './tiles-data.js';

/**
 * npm run bench -- pack [--points 1000000] [--demo-zoom 18] [--points-zoom 14] [--samples 200]
 * Offline packs (issue 28): the time and size to pack the demo map to zoom 18 and a map of a
 * 1,000,000-point layer to zoom 14 (the workers' job, run here, drawing with the live tile code),
 * beside fetching the same tiles one by one from the live endpoint of a real server process in
 * the same run; then tile latency read from a pack (HTTP range requests through the PMTiles
 * reader, at the archive's signed URL) against the live endpoint, for a sample of tiles.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    points: { type: 'string', default: '1000000' },
    'demo-zoom': { type: 'string', default: '18' },
    'points-zoom': { type: 'string', default: '14' },
    samples: { type: 'string', default: '200' },
    keep: { type: 'boolean', default: false },
  },
});
const NAME = 'waymark_bench_pack';
const work = path.join(ROOT_DIR, 'var/bench/pack');
await rm(work, { recursive: true, force: true });
await mkdir(work, { recursive: true });
const { baseUrl, db, c, org, user, map, principal } = await benchMap(NAME, work);
let stop = async () => {};
const http = httpGetter(1);
try {
  console.log('Loading the demo survey and the point layer...');
  await importLayers(
    c,
    { organisationId: org.id, mapId: map.id, ownerId: user.id },
    demoSurveyDir(),
    DEMO_LAYERS,
  );
  // A county of points: about 560 tiles at z14, all million in each tile to z7.
  const AREA = { west: -8, south: 53, east: -7.5, north: 53.3 };
  const pointsMap = await c.repos.maps.create({
    organisation_id: org.id,
    owner_id: user.id,
    name: 'Points',
    visibility: 'ORG',
  });
  const points = await timed(() => pointLayer(c, org.id, Number(values.points), AREA));
  await c.repos.mapLayers.attach(pointsMap.id, points.value);
  console.log(`${values.points} points loaded in ${points.seconds.toFixed(1)} s`);

  const server = await startServer(
    { DATABASE_URL: c.config.DATABASE_URL, STORAGE_DIR: c.config.STORAGE_DIR },
    8197,
  );
  stop = server.stop;
  const key = newKey();
  await c.repos.tokens.create(user.id, digest(key));
  const auth = { authorization: `Token ${key}` };

  /** Packs a map as its maker would, building each archive as a worker does. */
  const pack = async (mapId: number, zoomMax: number) => {
    const request = { bbox: null, zoom_min: 0, zoom_max: zoomMax, attachments: false };
    const estimate = await c.services.packs.estimate(principal, mapId, request);
    const made = await c.services.packs.create(principal, mapId, request);
    const builds: { archive: BenchArchive; seconds: number }[] = [];
    for (const row of await c.repos.packs.archivesOf([made.id])) {
      const built = await timed(() => c.packBuilder.build(row.id));
      builds.push({
        seconds: built.seconds,
        archive: {
          id: row.id,
          layerId: row.layer_id,
          kind: row.kind,
          zoomMin: row.zoom_min,
          zoomMax: row.zoom_max,
          area: row.area as Area,
        },
      });
    }
    return { read: await c.services.packs.get(principal, made.id), builds, estimate };
  };

  const rows: (string | number)[][] = [];
  const latency: (string | number)[][] = [];
  const mb = (bytes: number) => (bytes / 1024 ** 2).toFixed(2);
  const samples = Number(values.samples);
  for (const [label, mapId, zoomMax] of [
    ['demo map', map.id, Number(values['demo-zoom'])],
    ['1M points', pointsMap.id, Number(values['points-zoom'])],
  ] as const) {
    console.log(`Packing the ${label} to z${zoomMax}...`);
    const { read, builds, estimate } = await pack(mapId, zoomMax);
    if (read.status !== 'ready') throw new Error(`${label}: ${JSON.stringify(read.archives)}`);
    let packSeconds = 0;
    let liveSeconds = 0;
    for (const { archive, seconds } of builds) {
      const got = read.archives.find(
        (a) => a.layer === archive.layerId && a.kind === archive.kind,
      )!;
      const addresses = addressesOf(archive);
      const guessed = estimate.layers.find(
        (l) => l.layer === archive.layerId && l.kind === archive.kind,
      );
      const live = await fetchLive(
        http,
        addresses.map((a) => liveUrl(server.base, archive, a)),
        auth,
      );
      packSeconds += seconds;
      liveSeconds += live.seconds;
      rows.push([
        `${label}: ${got.name}`,
        archive.kind,
        `${archive.zoomMin}–${archive.zoomMax}`,
        addresses.length,
        got.tiles,
        mb(got.bytes ?? 0),
        mb(guessed?.bytes ?? 0),
        seconds.toFixed(1),
        live.seconds.toFixed(1),
        mb(live.bytes),
      ]);
      // Latency of tiles that hold content, from the pack (range reads) and live, one at a time.
      const held = spread(addresses, samples * 4).filter((_, i) => i % 4 === 0);
      const fromPack = await readFromPack(`${server.base}${got.url!}`, held);
      const again = await fetchLive(
        http,
        held.map((a) => liveUrl(server.base, archive, a)),
        auth,
      );
      latency.push([
        `${label}: ${got.name}`,
        archive.kind,
        held.length,
        percentile(fromPack, 0.5).toFixed(2),
        percentile(fromPack, 0.95).toFixed(2),
        percentile(again.latencies, 0.5).toFixed(2),
        percentile(again.latencies, 0.95).toFixed(2),
      ]);
    }
    rows.push([
      `${label}: all`,
      '',
      `0–${zoomMax}`,
      estimate.tiles,
      read.tiles,
      mb(read.bytes),
      mb(estimate.bytes),
      packSeconds.toFixed(1),
      liveSeconds.toFixed(1),
      '',
    ]);
  }
  console.log('\nPacking (the worker’s job) beside fetching the same tiles one by one, live:');
  table([
    [
      'archive',
      'kind',
      'zooms',
      'addresses',
      'tiles held',
      'MB',
      'est. MB',
      'pack s',
      'live s',
      'live MB',
    ],
    ...rows,
  ]);
  console.log('\nTile latency, one at a time (ms): from the pack (range reads) and live:');
  table([['archive', 'kind', 'tiles', 'pack p50', 'pack p95', 'live p50', 'live p95'], ...latency]);
} finally {
  http.close();
  await stop();
  await db.destroy();
  if (!values.keep) await dropDatabase(baseUrl, NAME);
}
