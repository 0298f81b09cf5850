import path from 'node:path';
import sharp from 'sharp';
import { inspectRaster } from '../inspect/inspect-raster.js';
import { runGdal } from '../tools/gdal.js';
import { photoCogSteps } from './photo-cog.js';
import { isPhoto, warpArgs } from './raster-to-cog.js';
import { readCog } from './read-cog.js';

/** Pixels across the pictures an old and a new COG are compared by. */
const PROOF_WIDTH = 128;
/** Mean difference per colour sample (0–255) a rewrite may show: WebP against JPEG, resampled. */
const MAX_MEAN_DIFFERENCE = 6;
/** Share of the proof's pixels whose transparency must agree (edges move by part of a pixel). */
const MIN_ALPHA_AGREEMENT = 0.97;

/** A COG drawn small over `extent` (EPSG:3857) as RGBA: its mask or alpha as the alpha. */
async function proof(file: string, extent: number[], out: string, timeoutMs: number) {
  const alphaBand = (await readCog(file, timeoutMs)).hasAlpha ? ['-b', '4'] : ['-b', 'mask'];
  await runGdal(
    'gdal_translate',
    [
      ...['-q', '-of', 'PNG', '-r', 'average', '-outsize', String(PROOF_WIDTH), '0'],
      ...['-projwin', ...extent.map(String), '-b', '1', '-b', '2', '-b', '3', ...alphaBand],
      ...[file, out],
    ],
    { timeoutMs },
  );
  return sharp(out).ensureAlpha().raw().toBuffer();
}

/** Whether two proofs show the same picture. */
export function samePicture(a: Buffer, b: Buffer): boolean {
  if (a.length !== b.length || a.length === 0) return false;
  let agree = 0;
  let opaque = 0;
  let difference = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (a[i + 3]! > 0 === b[i + 3]! > 0) agree += 1;
    if (a[i + 3] !== 255 || b[i + 3] !== 255) continue;
    opaque += 1;
    for (let c = 0; c < 3; c += 1) difference += Math.abs(a[i + c]! - b[i + c]!);
  }
  const pixels = a.length / 4;
  const mean = opaque === 0 ? 0 : difference / (opaque * 3);
  return agree / pixels >= MIN_ALPHA_AGREEMENT && mean <= MAX_MEAN_DIFFERENCE;
}

/**
 * A COG written before imagery was laid out on the web's tiles, rewritten so (photo-cog.ts) at
 * `outPath` and checked: a COG of WebP blocks that draws the same picture as the old one. It
 * answers 'values' and writes nothing for a COG of values (a DEM), which keeps its own grid.
 */
export async function relayoutCog(opts: {
  path: string;
  outPath: string;
  workDir: string;
  timeoutMs: number;
  onProgress?: (percent: number) => void;
}): Promise<'rewritten' | 'values'> {
  const info = await inspectRaster(opts.path, { timeoutMs: opts.timeoutMs, driver: 'GTiff' });
  if (!isPhoto(info)) return 'values';
  const { translate } = await photoCogSteps({
    source: path.resolve(opts.path),
    warpArgs: warpArgs(info, true),
    nativeExtent: [],
    // Its mask (JPEG COGs) becomes the alpha through gdalwarp.
    direct: false,
    outPath: opts.outPath,
    workDir: opts.workDir,
    timeoutMs: opts.timeoutMs,
  });
  await runGdal(translate.command, ['--config', 'CPL_TMPDIR', opts.workDir, ...translate.args], {
    timeoutMs: opts.timeoutMs,
    onProgress: opts.onProgress,
  });
  const written = await readCog(opts.outPath, opts.timeoutMs);
  if (written.layout !== 'COG' || written.compression !== 'WEBP' || !written.hasAlpha) {
    throw new Error(`the rewritten COG is not a WebP COG with alpha (${written.compression})`);
  }
  const [x0, resX, , y0, , resY] = info.geoTransform!;
  const extent = [x0!, y0!, x0! + info.width * resX!, y0! + info.height * resY!];
  const [before, after] = await Promise.all([
    proof(opts.path, extent, path.join(opts.workDir, 'proof-before.png'), opts.timeoutMs),
    proof(opts.outPath, extent, path.join(opts.workDir, 'proof-after.png'), opts.timeoutMs),
  ]);
  if (!samePicture(before, after)) throw new Error('the rewritten COG draws another picture');
  return 'rewritten';
}
