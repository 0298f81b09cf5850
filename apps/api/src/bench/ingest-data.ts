import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { run } from './bench-support.js';

/**
 * A `size`² RGB GeoTIFF over 10 km of Irish Transverse Mercator: a 1000² noisy seed (ENVI raw
 * + header) resampled up, so the encoders meet real texture.
 */
export async function generateOrtho(work: string, size: number): Promise<string> {
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
  const tif = path.join(work, 'ortho.tif');
  await run('gdal_translate', [
    ...['-q', '-of', 'GTiff', '-outsize', String(size), String(size), '-r', 'cubic'],
    ...['-a_srs', 'EPSG:2157', '-a_ullr', '600000', '760000', '610000', '750000'],
    ...['-co', 'TILED=YES', '-co', 'COMPRESS=DEFLATE', '-co', 'BIGTIFF=YES'],
    path.join(work, 'seed.raw'),
    tif,
  ]);
  return tif;
}

/** `count` points on a 10 m grid (ITM), with a text and an integer attribute, as a shapefile. */
export async function generatePoints(work: string, count: number): Promise<string> {
  const csv = path.join(work, 'points.csv');
  const out = createWriteStream(csv);
  out.write('x,y,name,value\n');
  for (let i = 0; i < count; i += 1) {
    const ok = out.write(
      `${600000 + (i % 1000) * 10},${750000 + Math.floor(i / 1000) * 10},MP ${i},${i % 97}\n`,
    );
    if (!ok) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
  const shp = path.join(work, 'points.shp');
  await run('ogr2ogr', [
    ...['-f', 'ESRI Shapefile', shp, csv],
    ...['-oo', 'X_POSSIBLE_NAMES=x', '-oo', 'Y_POSSIBLE_NAMES=y', '-oo', 'AUTODETECT_TYPE=YES'],
    ...['-a_srs', 'EPSG:2157', '-nln', 'points'],
  ]);
  return shp;
}
