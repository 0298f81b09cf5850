import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Container } from '../container.js';
import type { FileProcessor } from '../jobs/file-processor.js';
import { run } from './bench-support.js';

/** Irish Transverse Mercator, around Dublin: the ortho is warped to EPSG:3857 by the pipeline. */
export const ORTHO_ITM = { west: 700000, north: 745000, sizeMetres: 20000 };

/**
 * A `size`² RGB orthophoto (noise resampled up: real texture for JPEG) over 20 km × 20 km in
 * EPSG:2157, run through the real upload pipeline into a raster layer: the COG the tiles read
 * is exactly what production makes (EPSG:3857, JPEG + mask, overviews).
 */
export async function orthoLayer(
  c: Container,
  processor: FileProcessor,
  organisationId: number,
  work: string,
  size: number,
): Promise<{ layerId: number; cogPath: string }> {
  await mkdir(work, { recursive: true });
  const seed = Buffer.alloc(1000 * 1000 * 3);
  let state = 7;
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
  const { west, north, sizeMetres } = ORTHO_ITM;
  await run('gdal_translate', [
    ...['-q', '-of', 'GTiff', '-outsize', String(size), String(size), '-r', 'cubic'],
    ...['-a_srs', 'EPSG:2157', '-a_ullr', String(west), String(north)],
    ...[String(west + sizeMetres), String(north - sizeMetres)],
    ...['-co', 'TILED=YES', '-co', 'COMPRESS=DEFLATE', '-co', 'BIGTIFF=YES'],
    path.join(work, 'seed.raw'),
    tif,
  ]);
  const layer = await c.repos.layers.create({
    name: 'Ortho',
    organisation_id: organisationId,
    owner_id: null,
    visibility: 'ORG',
  });
  const key = `layers/${layer.id}/ortho.tif`;
  await mkdir(path.dirname(c.storage.localPath(key)!), { recursive: true });
  await run('ln', [tif, c.storage.localPath(key)!]);
  const source = await c.repos.layerFiles.create({
    layer_id: layer.id,
    parent_id: null,
    role: 'source',
    file_type: 'raster',
    name: 'ortho.tif',
    storage_key: key,
    size: 0,
    sha256: '',
    status: 'queued',
  });
  await processor.process(source.id);
  const [cog] = (await c.repos.layerFiles.children(source.id)).filter((f) => f.role === 'derived');
  if (!cog) throw new Error('the pipeline made no COG');
  return { layerId: layer.id, cogPath: c.storage.localPath(cog.storage_key)! };
}
