import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { pino } from 'pino';
import { loadConfig, ROOT_DIR } from '../config.js';
import { createContainer } from '../container.js';
import { createDb } from '../db/database.js';
import { FileProcessor } from '../jobs/file-processor.js';
import { libpqEnv } from '../processing/vector/pg-target.js';
import { freshDatabase, run, table, timed } from './bench-support.js';
import { measureUploadMemory } from './upload-memory.js';

/**
 * npm run bench -- ingest [--raster-size 20000] [--points 1000000] [--upload-gb 2]
 * Our pipeline beside the bare GDAL commands on the same generated files, in one run.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    'raster-size': { type: 'string', default: '20000' },
    points: { type: 'string', default: '1000000' },
    'upload-gb': { type: 'string', default: '2' },
  },
});
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
const log = pino({ level: 'warn' });
const container = createContainer(db, config, log, undefined, undefined, {
  enqueueFile: async () => {},
});
const processor = new FileProcessor({
  db,
  config,
  files: container.repos.layerFiles,
  features: container.repos.features,
  storage: container.storage,
  log,
});
const org = await container.repos.organisations.create({ name: 'Bench' });

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
  const result = await timed(() => processor.process(source.id));
  const row = await container.repos.layerFiles.findById(source.id);
  if (row?.status !== 'ready') throw new Error(`pipeline failed: ${row?.error_detail}`);
  return result.seconds;
}

console.log(
  `Generating a ${rasterSize}×${rasterSize} RGB GeoTIFF and a ${points}-point shapefile...`,
);
const tif = path.join(work, 'ortho.tif');
// A 1000² noisy RGB seed (ENVI raw + header), resampled up: real texture for the encoders.
const seed = Buffer.alloc(1000 * 1000 * 3);
let state = 42;
for (let i = 0; i < seed.length; i += 1) {
  state = (state * 1103515245 + 12345) & 0x7fffffff;
  seed[i] = (state >> 16) & 0xff;
}
await writeFile(path.join(work, 'seed.raw'), seed);
await writeFile(
  path.join(work, 'seed.hdr'),
  'ENVI\nsamples = 1000\nlines = 1000\nbands = 3\nheader offset = 0\nfile type = ENVI Standard\ndata type = 1\ninterleave = bip\nbyte order = 0\n',
);
await run('gdal_translate', [
  '-q',
  '-of',
  'GTiff',
  '-outsize',
  String(rasterSize),
  String(rasterSize),
  '-r',
  'cubic',
  '-a_srs',
  'EPSG:2157',
  '-a_ullr',
  '600000',
  '760000',
  '610000',
  '750000',
  '-co',
  'TILED=YES',
  '-co',
  'COMPRESS=DEFLATE',
  '-co',
  'BIGTIFF=YES',
  path.join(work, 'seed.raw'),
  tif,
]);

const csv = path.join(work, 'points.csv');
const out = createWriteStream(csv);
out.write('x,y,name,value\n');
for (let i = 0; i < points; i += 1) {
  const ok = out.write(
    `${600000 + (i % 1000) * 10},${750000 + Math.floor(i / 1000) * 10},MP ${i},${i % 97}\n`,
  );
  if (!ok) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
}
await new Promise<void>((resolve) => out.end(() => resolve()));
const shp = path.join(work, 'points.shp');
await run('ogr2ogr', [
  '-f',
  'ESRI Shapefile',
  shp,
  csv,
  '-oo',
  'X_POSSIBLE_NAMES=x',
  '-oo',
  'Y_POSSIBLE_NAMES=y',
  '-oo',
  'AUTODETECT_TYPE=YES',
  '-a_srs',
  'EPSG:2157',
  '-nln',
  'points',
]);
await writeFile(path.join(work, 'README.txt'), 'Generated by npm run bench -- ingest\n');

console.log('Raster: bare gdalwarp → COG, then our pipeline...');
const bareRaster = await timed(() =>
  run(
    'gdalwarp',
    [
      '-q',
      '-t_srs',
      'EPSG:3857',
      '-r',
      'bilinear',
      '-multi',
      '-wo',
      'NUM_THREADS=ALL_CPUS',
      '-dstalpha',
      '-of',
      'COG',
      '-co',
      'COMPRESS=JPEG',
      '-co',
      'QUALITY=85',
      '-co',
      'NUM_THREADS=ALL_CPUS',
      '-co',
      'OVERVIEWS=AUTO',
      tif,
      path.join(work, 'bare.cog.tif'),
    ],
    { maxBuffer: 1 << 24 },
  ),
);
const ourRaster = await pipeline(tif, 'raster');

console.log('Vector: bare ogr2ogr -f PostgreSQL (PG_USE_COPY), then our pipeline...');
const bareVector = await timed(() =>
  run(
    'ogr2ogr',
    [
      '-f',
      'PostgreSQL',
      'PG:',
      shp,
      '-nln',
      'bare_points',
      '-t_srs',
      'EPSG:3857',
      '-lco',
      'GEOMETRY_NAME=geom',
      '--config',
      'PG_USE_COPY',
      'YES',
    ],
    { maxBuffer: 1 << 24, env: { ...process.env, ...libpqEnv(databaseUrl) } },
  ),
);
const companions = ['.shx', '.dbf', '.prj'].map((e) => shp.replace(/\.shp$/, e));
const ourVector = await pipeline(shp, 'vector', companions);
const loaded = await sql<{ n: number }>`select count(*)::int as n from features`.execute(db);

console.log(`Upload: streaming ${uploadGb} GB through the API server...`);
const upload = await measureUploadMemory(databaseUrl, path.join(work, 'upload-storage'), uploadGb);

console.log('');
table([
  ['step', 'bare GDAL (s)', 'Waymark (s)', 'ratio', 'target'],
  [
    `raster ${rasterSize}² RGB → COG`,
    bareRaster.seconds.toFixed(1),
    ourRaster.toFixed(1),
    (ourRaster / bareRaster.seconds).toFixed(2),
    '≤ 1.2',
  ],
  [
    `${points} points → PostGIS`,
    bareVector.seconds.toFixed(1),
    ourVector.toFixed(1),
    (ourVector / bareVector.seconds).toFixed(2),
    '≤ 1.2',
  ],
]);
console.log(`features loaded: ${loaded.rows[0]?.n}`);
console.log(
  `upload of ${uploadGb} GB: ${upload.seconds.toFixed(1)} s, server peak RSS ${upload.peakMb.toFixed(0)} MB (before: ${upload.baselineMb.toFixed(0)} MB; target < 300 MB)`,
);
await db.destroy();
process.exit(0);
