import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import type { Container } from '../container.js';
import { latToY, lonToX } from '../tiles/tile-math.js';
import { run } from './bench-support.js';

/** Near Essen (the demo DEM's tile): EPSG:3857 pixels of 1 m on the ground at this latitude. */
export const DTM_SOUTH_WEST = { lon: 6.9, lat: 51.4 };

export interface BenchDtm {
  cogPath: string;
  /** Upper-left corner and pixel size in EPSG:3857. */
  originX: number;
  originY: number;
  pixel: number;
  size: number;
}

/**
 * A size² Float32 DTM of 1 m ground pixels: rolling terrain (a few hundred metres between
 * hills), a bank every 230 m and centimetre noise, so DEFLATE has real work to do. Written as
 * processing writes DTMs: a COG in EPSG:3857, DEFLATE with the floating-point predictor,
 * 512² blocks, overviews.
 */
export async function generateDtm(work: string, size: number): Promise<BenchDtm> {
  await mkdir(work, { recursive: true });
  const { lon, lat } = DTM_SOUTH_WEST;
  const pixel = 1 / Math.cos((lat * Math.PI) / 180);
  const originX = lonToX(lon);
  const originY = latToY(lat) + size * pixel;
  const raw = path.join(work, 'dtm.raw');
  const file = await open(raw, 'w');
  let state = 11;
  const row = new Float32Array(size);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      row[x] =
        100 +
        20 * Math.sin(x / 900) * Math.cos(y / 1300) +
        5 * Math.sin(x / 170 + y / 230) +
        ((state >> 8) % 100) / 1000;
    }
    await file.write(new Uint8Array(row.buffer));
  }
  await file.close();
  await run('sh', [
    '-c',
    `printf 'ENVI\\nsamples = ${size}\\nlines = ${size}\\nbands = 1\\nheader offset = 0\\n` +
      `file type = ENVI Standard\\ndata type = 4\\ninterleave = bsq\\nbyte order = 0\\n' > ` +
      `'${path.join(work, 'dtm.hdr')}'`,
  ]);
  const cogPath = path.join(work, 'dtm.tif');
  await run(
    'gdal_translate',
    [
      ...['-q', '-of', 'COG', '-a_srs', 'EPSG:3857', '-a_nodata', 'nan'],
      ...['-a_ullr', String(originX), String(originY)],
      ...[String(originX + size * pixel), String(originY - size * pixel)],
      ...['-co', 'COMPRESS=DEFLATE', '-co', 'PREDICTOR=YES', '-co', 'NUM_THREADS=ALL_CPUS'],
      ...['-co', 'BIGTIFF=IF_SAFER', raw, cogPath],
    ],
    { env: { ...process.env, GDAL_PAM_ENABLED: 'NO' } },
  );
  return { cogPath, originX, originY, pixel, size };
}

/** A raster layer on the map whose ready COG is the generated file (linked into storage). */
export async function dtmLayer(
  c: Container,
  organisationId: number,
  mapId: number,
  dtm: BenchDtm,
): Promise<number> {
  const layer = await c.repos.layers.create({
    name: 'Bench DTM',
    organisation_id: organisationId,
    owner_id: null,
    visibility: 'ORG',
    type: 'raster',
  });
  await c.repos.mapLayers.attach(mapId, layer.id);
  const key = `layers/${layer.id}/dtm.cog.tif`;
  await mkdir(path.dirname(c.storage.localPath(key)!), { recursive: true });
  await run('ln', ['-f', dtm.cogPath, c.storage.localPath(key)!]);
  const file = {
    layer_id: layer.id,
    size: 0,
    sha256: '',
    storage_key: key,
    status: 'ready' as const,
  };
  const source = await c.repos.layerFiles.create({
    ...file,
    parent_id: null,
    role: 'source',
    file_type: 'raster',
    name: 'bench_dtm_1m.tif',
  });
  await c.repos.layerFiles.create({
    ...file,
    parent_id: source.id,
    role: 'derived',
    file_type: 'cog',
    name: 'bench_dtm_1m.cog.tif',
  });
  return layer.id;
}
