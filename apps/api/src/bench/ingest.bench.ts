import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { pino } from 'pino';
import { loadConfig, ROOT_DIR } from '../config.js';
import { createContainer } from '../container.js';
import { createDb } from '../db/database.js';
import { photoCogOptions } from '../processing/raster/photo-cog.js';
import { libpqEnv } from '../processing/vector/pg-target.js';
import { dropDatabase, freshDatabase, run, table, timed } from './bench-support.js';
import { generateOrtho, generatePoints } from './ingest-data.js';
import { timePhases } from './phase-timer.js';
import { measureUploadMemory, type UploadMemory } from './upload-memory.js';
import { createUploadTarget } from './upload-server.js';

/**
 * npm run bench -- ingest [--raster-size 20000] [--points 1000000] [--upload-gb 2]
 *                         [--only raster,vector,upload]
 * Our pipeline beside the bare GDAL commands on the same generated files, and the server's
 * memory while a large upload streams through it (multipart and resumable), in one run.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    'raster-size': { type: 'string', default: '20000' },
    points: { type: 'string', default: '1000000' },
    'upload-gb': { type: 'string', default: '2' },
    only: { type: 'string', default: 'raster,vector,upload' },
  },
});
const parts = new Set(values.only.split(','));
const rasterSize = Number(values['raster-size']);
const points = Number(values.points);
const uploadGb = Number(values['upload-gb']);
const work = path.join(ROOT_DIR, 'var/bench/ingest');
await rm(work, { recursive: true, force: true });
await mkdir(work, { recursive: true });

const baseUrl = loadConfig().DATABASE_URL;
const databaseUrl = await freshDatabase(baseUrl, 'waymark_bench_ingest');
const config = loadConfig({
  ...process.env,
  DATABASE_URL: databaseUrl,
  STORAGE_DIR: path.join(work, 'storage'),
  WORK_DIR: path.join(work, 'jobs'),
});
const db = createDb(databaseUrl, 4);
const container = createContainer(db, config, pino({ level: 'warn' }), undefined, undefined, {
  enqueueFile: async () => {},
  enqueuePackArchive: async () => {},
});
const org = await container.repos.organisations.create({ name: 'Bench' });
// Where the vector pipeline's time goes: its database steps, timed as they run.
const phases = timePhases(container.repos.featureBuilds, ['create', 'expandOgrStyles', 'finish']);
timePhases(container.repos.features, ['swapIn'], phases);

/** Stores a local file as a queued source of a new layer, as an upload would, and processes it. */
async function pipeline(file: string, type: 'vector' | 'raster', companions: string[] = []) {
  const layer = await container.repos.layers.create({
    name: path.basename(file),
    organisation_id: org.id,
    owner_id: null,
  });
  const stored = async (f: string, parent: number | null) => {
    const key = `layers/${layer.id}/${path.basename(f)}`;
    await mkdir(path.dirname(container.storage.localPath(key)!), { recursive: true });
    // Linked in place: the upload's streaming is measured apart (upload memory below).
    await run('ln', [f, container.storage.localPath(key)!]);
    return container.repos.layerFiles.create({
      layer_id: layer.id,
      parent_id: parent,
      role: parent ? 'companion' : 'source',
      file_type: type,
      name: path.basename(f),
      storage_key: key,
      size: 0,
      sha256: '',
      status: 'queued',
    });
  };
  const source = await stored(file, null);
  for (const c of companions) await stored(c, source.id);
  const result = await timed(() => container.processor.process(source.id));
  const row = await container.repos.layerFiles.findById(source.id);
  if (row?.status !== 'ready') throw new Error(`pipeline failed: ${row?.error_detail}`);
  return result.seconds;
}

/** Writes out what is pending (needs pg_checkpoint, which the local cluster's user has). */
const checkpoint = () => sql`checkpoint`.execute(db).catch(() => undefined);

const rows: string[][] = [['step', 'bare GDAL (s)', 'Waymark (s)', 'ratio', 'target']];
const row = (step: string, bare: number, ours: number) =>
  rows.push([step, bare.toFixed(1), ours.toFixed(1), (ours / bare).toFixed(2), '≤ 1.2']);
const notes: string[] = [];

if (parts.has('raster')) {
  console.log(`Raster: a ${rasterSize}² RGB GeoTIFF, bare gdal_translate → COG, then ours...`);
  const tif = await generateOrtho(work, rasterSize);
  // The same COG as processing writes (photo-cog.ts), the zoom chosen by GDAL itself (UPPER).
  const options = photoCogOptions(0).map((o) =>
    o === 'ZOOM_LEVEL=0' ? 'ZOOM_LEVEL_STRATEGY=UPPER' : o,
  );
  const bare = await timed(() =>
    run(
      'gdal_translate',
      [
        ...['-q', '-of', 'COG', ...options, '-co', 'WARP_RESAMPLING=bilinear'],
        ...[tif, path.join(work, 'bare.cog.tif')],
      ],
      { maxBuffer: 1 << 24 },
    ),
  );
  row(`raster ${rasterSize}² RGB → COG`, bare.seconds, await pipeline(tif, 'raster'));
}

if (parts.has('vector')) {
  console.log(`Vector: ${points} points, bare ogr2ogr -f PostgreSQL (COPY), then our pipeline...`);
  const shp = await generatePoints(work, points);
  await checkpoint();
  const bare = await timed(() =>
    run(
      'ogr2ogr',
      [
        ...['-f', 'PostgreSQL', 'PG:', shp, '-nln', 'bare_points', '-t_srs', 'EPSG:3857'],
        ...['-lco', 'GEOMETRY_NAME=geom', '--config', 'PG_USE_COPY', 'YES'],
      ],
      { maxBuffer: 1 << 24, env: { ...process.env, ...libpqEnv(databaseUrl) } },
    ),
  );
  // Bare GDAL's table would otherwise be vacuumed and analysed while ours loads, and its
  // WAL checkpointed: each side starts with the database at rest.
  await sql`vacuum analyze bare_points`.execute(db);
  await checkpoint();
  const companions = ['.shx', '.dbf', '.prj'].map((e) => shp.replace(/\.shp$/, e));
  phases.clear();
  const ours = await pipeline(shp, 'vector', companions);
  row(`${points} points → PostGIS`, bare.seconds, ours);
  const loaded = await sql<{ n: number }>`select count(*)::int as n from features`.execute(db);
  const inDatabase = [...phases.values()].reduce((a, b) => a + b, 0);
  notes.push(
    `vector: ${loaded.rows[0]?.n} features; of our ${ours.toFixed(1)} s: ` +
      [...phases].map(([name, s]) => `${name} ${s.toFixed(1)} s`).join(', ') +
      `, the rest (ogrinfo, ogr2ogr writing the table) ${(ours - inDatabase).toFixed(1)} s`,
  );
}

if (parts.has('upload')) {
  const target = await createUploadTarget(databaseUrl);
  const uploads: [string, UploadMemory][] = [];
  for (const [via, port] of [
    ['multipart', 8190],
    ['tus', 8191],
  ] as const) {
    console.log(`Upload: streaming ${uploadGb} GB through the API server (${via})...`);
    const storage = path.join(work, `upload-storage-${via}`);
    uploads.push([
      via,
      await measureUploadMemory(databaseUrl, storage, uploadGb, via, target, port),
    ]);
  }
  for (const [via, m] of uploads) {
    notes.push(
      `upload of ${uploadGb} GB by ${via}: ${m.seconds.toFixed(1)} s, server peak RSS ` +
        `${m.peakMb.toFixed(0)} MB (before: ${m.baselineMb.toFixed(0)} MB; target < 300 MB)`,
    );
  }
}

console.log('');
if (rows.length > 1) table(rows);
for (const note of notes) console.log(note);
await db.destroy();
// Gigabytes of generated data and a database of a million features: nothing is kept.
await rm(work, { recursive: true, force: true });
await dropDatabase(baseUrl, 'waymark_bench_ingest');
process.exit(0);
