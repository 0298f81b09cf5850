import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig, ROOT_DIR } from '../config.js';
import { createContainer } from '../container.js';
import { createDb } from '../db/database.js';
import { hashPassword } from '../services/password-hasher.js';
import { freshDatabase, timed } from './bench-support.js';
import { csrfCookie, login, startServer } from './bench-server.js';
import { httpGetter } from './load.js';
import {
  ensureMapServer,
  mapServerTileQuery,
  rasterMapfile,
  startMapServer,
  vectorMapfile,
} from './mapserver.js';
import { measureMapServer, startMapServerFastCgi } from './mapserver-fastcgi.js';
import {
  ensureQgisServer,
  measureQgisServer,
  QGIS_RASTER_LAYER,
  qgisProject,
  qgisTileQuery,
  qgisVectorLayerName,
  startQgisServer,
} from './qgis-server.js';
import { rasterHttpRow, rendererRow, type RasterContest } from './raster-contest.js';
import { searchRow } from './search-contest.js';
import { measureFrontEnd, startDemoPortal } from './frontend-contest.js';
import {
  printFrontEnd,
  printRaster,
  printSearch,
  printVector,
  type Results,
} from './tiles-report.js';
import { boxTiles, vectorTiles } from './tile-sets.js';
import { pointLayer, polygonLayer } from './tiles-data.js';
import { orthoLayer } from './tiles-raster-data.js';
import { printIngest, rasterIngestRows } from './raster-ingest.js';
import { perfMissing } from './sched-trace.js';
import { printSharedCache, sharedCacheRow, type SharedCacheRow } from './shared-cache-contest.js';
import {
  batchingRow,
  httpFloorRow,
  revalidationRow,
  simplificationRow,
  vectorRow,
  type VectorContest,
} from './vector-contest.js';

/**
 * npm run bench -- tiles [--points 1000000] [--polygon-side 450] [--raster-size 16000]
 *   [--tiles 200] [--concurrency 8] [--min-requests 3000] [--rounds 5] [--front-end-runs 5]
 *   [--native-seconds 2]
 * Our tile endpoints (a real server process, keep-alive client) beside PostGIS alone and
 * MapServer 8 (Debian's mapserver-bin, as CGI and as warm FastCGI processes behind nginx) and
 * QGIS Server 3.22 (Debian's qgis-server, warm FastCGI processes behind nginx, WMS PNG) on the
 * same data, and the raster renderer choice (in-process geotiff.js + sharp vs GDAL per tile).
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    points: { type: 'string', default: '1000000' },
    'polygon-side': { type: 'string', default: '450' },
    'raster-size': { type: 'string', default: '16000' },
    tiles: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '8' },
    'min-requests': { type: 'string', default: '3000' },
    rounds: { type: 'string', default: '5' },
    'front-end-runs': { type: 'string', default: '5' },
    'native-seconds': { type: 'string', default: '2' },
  },
});
const tileCount = Number(values.tiles);
const concurrency = Number(values.concurrency);
const work = path.join(ROOT_DIR, 'var/bench/tiles');
await rm(work, { recursive: true, force: true });
await mkdir(work, { recursive: true });

console.log(`MapServer: ${(await ensureMapServer()).split('\n')[0]}`);
console.log(`QGIS Server: ${(await ensureQgisServer()).split('\n')[0]}`);
const databaseUrl = await freshDatabase(loadConfig().DATABASE_URL, 'waymark_bench_tiles');
const storageDir = path.join(work, 'storage');
const config = loadConfig({
  ...process.env,
  DATABASE_URL: databaseUrl,
  STORAGE_DIR: storageDir,
  WORK_DIR: path.join(work, 'jobs'),
});
const db = createDb(databaseUrl, 4);
const log = pino({ level: 'warn' });
const c = createContainer(db, config, log, undefined, undefined, {
  enqueueFile: async () => {},
  enqueuePackArchive: async () => {},
});
const org = await c.repos.organisations.create({ name: 'Bench' });
const password = 'Bench-Tiles-Pass-1';
const user = await c.repos.users.create({
  email: 'tiles@example.com',
  first_name: 'Tile',
  last_name: 'Bench',
  password_hash: await hashPassword(password),
});
await c.repos.users.upsertMembership(user.id, org.id, false);

console.log('Generating data...');
const points = await timed(() => pointLayer(c, org.id, Number(values.points)));
const polygons = await timed(() => polygonLayer(c, org.id, Number(values['polygon-side'])));
// Fewer, detailed polygons (512 vertices): where simplification can matter.
const detailed = await polygonLayer(c, org.id, 150, 512);
const { processor } = c;
const ortho = await timed(() =>
  orthoLayer(c, processor, org.id, path.join(work, 'ortho'), Number(values['raster-size'])),
);
console.log(
  `  ${values.points} points ${points.seconds.toFixed(0)} s, ${values['polygon-side']}² polygons ` +
    `${polygons.seconds.toFixed(0)} s, ${values['raster-size']}² ortho → COG ${ortho.seconds.toFixed(0)} s`,
);

console.log('Ingest: the ortho to a web-tiled COG, beside bare gdal_translate -of COG...');
const ingest = await rasterIngestRows(
  path.join(work, 'ortho', 'ortho.tif'),
  path.join(work, 'ingest'),
);

const serverEnv = { DATABASE_URL: databaseUrl, STORAGE_DIR: storageDir };
const server = await startServer(serverEnv, 8191);
const noCache = await startServer(
  { ...serverEnv, RASTER_CACHE_MB: '0', VECTOR_TILE_CACHE_MB: '0', VECTOR_TILE_SHARED_MB: '0' },
  8192,
);
const token = await login(server.base, 'tiles@example.com', password);
// A browser sends back the csrftoken cookie the API sets; without it every answer sets a new one.
const auth = { authorization: `Token ${token}`, cookie: await csrfCookie(server.base, token) };
const mapServer = await startMapServer(work);
const fastCgi = await startMapServerFastCgi(work, 8194);
const http = httpGetter(concurrency);
const fcgi = { http, url: fastCgi.url, concurrency };
// QGIS Server: as many warm processes as MapServer FastCGI, over the same rows and COG.
const qgisLayers = [
  { layerId: points.value, type: 'Point' },
  { layerId: polygons.value, type: 'Polygon' },
] as const;
const project = await qgisProject(work, databaseUrl, qgisLayers, ortho.value.cogPath);
const qgis = await startQgisServer(work, 8195, project, fastCgi.processes);
const qgisClient = { http, url: qgis.url, concurrency };
const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
const schedMissing = await perfMissing();
const vc: VectorContest = {
  db,
  pool,
  http,
  base: server.base,
  baseNoCache: noCache.base,
  noCachePid: noCache.pid,
  auth,
  mapServerUrl: mapServer.url,
  concurrency,
  minRequests: Number(values['min-requests']),
  rounds: Number(values.rounds),
  schedTraces: schedMissing === null,
  native: {
    work: path.join(work, 'native'),
    connections: concurrency,
    seconds: Number(values['native-seconds']),
    databaseUrl,
  },
};
await mkdir(vc.native.work);

const shared: SharedCacheRow[] = [];
const results: Results = {
  vector: [],
  simplification: [],
  batching: [],
  revalidation: null,
  floor: null,
  renderer: [],
  raster: [],
  search: null,
  frontEnd: null,
  fastCgiProcesses: fastCgi.processes,
  schedMissing,
};
for (const [name, layerId, type] of [
  ['points', points.value, 'POINT'],
  ['polygons', polygons.value, 'POLYGON'],
] as const) {
  const mapfile = await vectorMapfile(work, databaseUrl, layerId, type);
  const mvtQuery = mapServerTileQuery(mapfile, 'features', 'mvt');
  const qgisQuery = qgisTileQuery(qgisVectorLayerName(layerId));
  for (const z of [8, 12, 16]) {
    const tiles = await vectorTiles(db, layerId, z, tileCount);
    console.log(`Vector: ${name} z${z} (${tiles.length} tiles)...`);
    results.vector.push({
      set: `${name} z${z}`,
      tiles: tiles.length,
      ...(await vectorRow(vc, layerId, mapfile, tiles)),
      mapserverFcgi: await measureMapServer(fcgi, mvtQuery, tiles),
      qgisFcgi: await measureQgisServer(qgisClient, qgisQuery, tiles),
    });
    if (name === 'points' && z === 12)
      results.revalidation = await revalidationRow(vc, layerId, tiles);
    if (name === 'points' && z === 16) results.floor = await httpFloorRow(vc, layerId, tiles);
    if (z === 16)
      results.batching.push({ set: `${name} z${z}`, ...(await batchingRow(vc, layerId, tiles)) });
    shared.push(await sharedCacheRow(vc, `${name} z${z}`, layerId, tiles, work));
  }
}

for (const z of [8, 10, 12]) {
  const tiles = await vectorTiles(db, detailed, z, tileCount);
  console.log(`Simplification: detailed polygons z${z} (${tiles.length} tiles)...`);
  results.simplification.push({
    set: `150² × 512-vertex polygons z${z}`,
    ...(await simplificationRow(vc, detailed, tiles)),
  });
}

console.log('Search: 1,000,000 points, without and with the trigram index...');
results.search = await searchRow(c, points.value);

const cog = (
  await c.repos.layerFiles.listForLayer(ortho.value.layerId, { roles: ['derived'] })
)[0]!;
const rc: RasterContest = {
  storage: c.storage,
  cogKey: cog.storage_key,
  cogPath: ortho.value.cogPath,
  layerId: ortho.value.layerId,
  http,
  base: server.base,
  baseNoCache: noCache.base,
  auth,
  mapServerUrl: mapServer.url,
  mapfile: await rasterMapfile(work, ortho.value.cogPath),
  concurrency,
};
const pngQuery = mapServerTileQuery(rc.mapfile, 'ortho', 'png');
// The ortho's COG is on zoom 17's tiles: z14 and z17 are stored blocks, z18 is drawn from z17.
for (const z of [14, 17, 18]) {
  const tiles = boxTiles(cog.bounds!, z, tileCount);
  console.log(`Raster: z${z} (${tiles.length} tiles)...`);
  results.renderer.push({
    set: `ortho z${z}`,
    tiles: tiles.length,
    ...(await rendererRow(rc, tiles)),
  });
  results.raster.push({
    set: `ortho z${z}`,
    tiles: tiles.length,
    ...(await rasterHttpRow(rc, tiles)),
    mapserverFcgi: await measureMapServer(fcgi, pngQuery, tiles),
    qgisFcgi: await measureQgisServer(qgisClient, qgisTileQuery(QGIS_RASTER_LAYER), tiles),
  });
}

console.log('Front end: the demo map in headless Chromium...');
const portal = await startDemoPortal(loadConfig().DATABASE_URL, work, 8193);
results.frontEnd = await measureFrontEnd({
  mapUrl: portal.mapUrl,
  token: portal.token,
  webDist: config.WEB_DIST,
  runs: Number(values['front-end-runs']),
});
await portal.stop();

console.log('');
printIngest(ingest);
printVector(results);
printSharedCache(shared);
printRaster(results);
printSearch(results);
printFrontEnd(results);
await writeFile(
  path.join(work, 'results.json'),
  JSON.stringify({ ...results, ingest, shared }, null, 2),
);
http.close();
mapServer.server.close();
await fastCgi.stop();
await qgis.stop();
await pool.end();
await server.stop();
await noCache.stop();
await db.destroy();
process.exit(0);
