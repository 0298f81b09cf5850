import { rm } from 'node:fs/promises';
import path from 'node:path';
import { extensionOf } from '../file-types.js';
import type { Bounds } from '../geo-types.js';
import type { RasterInfo } from '../inspect/inspect-raster.js';
import { ProcessingError, type ProcessingErrorTitle } from '../processing-error.js';
import { briefReason, gdalErrorLines, runGdal, toProcessingError } from '../tools/gdal.js';
import { readCog } from './read-cog.js';
import { photoCogSteps } from './photo-cog.js';
import { resolveRasterSource, type CrsSource, type RasterSource } from './raster-source.js';

export interface RasterToCogOptions {
  path: string;
  /** CRS when the file has none and no .prj sits beside it. null or 0: none given. */
  epsg: number | null;
  outPath: string;
  workDir: string;
  /** For the whole conversion. */
  timeoutMs: number;
  onProgress?: (percent: number) => void;
}

export type CogCompression = 'WEBP' | 'DEFLATE';

export interface CogResult {
  /** EPSG:4326 [west, south, east, north] of the COG. */
  bounds: Bounds;
  width: number;
  height: number;
  /** Bands in the COG, an alpha band included (a JPEG COG's transparency is a mask, not a band). */
  bandCount: number;
  compression: CogCompression;
  /** Imagery on the web's own tiles (one WebP block per XYZ tile), or values on their own grid. */
  layout: 'web' | 'own';
  dataType: string;
  noData: number | null;
  /** Where transparency lives: a per-dataset mask (JPEG), an alpha band, or nodata/nothing. */
  transparency: 'mask' | 'alpha' | 'nodata' | 'none';
  crsFrom: CrsSource;
  /** [least, greatest] valid value of a single-band value raster (a DTM), else null. */
  valueRange: [number, number] | null;
  /** What GDAL read: the upload, or a VRT over it with its CRS (in the work directory). */
  source: { path: string; info: RasterInfo };
}

const RASTER_EXTENSIONS: Record<string, ProcessingErrorTitle> = {
  '.tif': 'GDALWARP_TIF',
  '.tiff': 'GDALWARP_TIF',
  '.jpg': 'GDALWARP_JPG',
  '.jpeg': 'GDALWARP_JPG',
  '.png': 'GDALWARP_JPG',
};

/** Web Mercator stops at ±85.0511°; a source reaching the poles would warp to infinity. */
const MERCATOR_MAX_LAT = 85.05112878;
const EARTH_RADIUS = 6378137;

/**
 * 8-bit RGB(A) imagery (orthophotos) → WebP blocks with alpha on the web's tiles (photo-cog.ts):
 * a tile is sent as stored. Everything else (DEMs, 16-bit, single band, paletted) → DEFLATE with
 * a predictor: lossless, values are data, and their tiles are always drawn (relief, terrain).
 */
export function isPhoto(info: RasterInfo): boolean {
  const { bands } = info;
  const allByte = bands.every((b) => b.type === 'Byte' && !b.hasColorTable);
  return (
    allByte &&
    (bands.length === 3 || (bands.length === 4 && bands[3]!.colorInterpretation === 'Alpha'))
  );
}

/** For whichever tool reads the pixels. */
function configArgs(workDir: string): string[] {
  // A damaged JPEG-in-TIFF tile is only a libjpeg "warning" unless this makes it an error.
  return ['--config', 'GDAL_ERROR_ON_LIBJPEG_WARNING', 'TRUE', '--config', 'CPL_TMPDIR', workDir];
}

/** gdalwarp's options for any output: to EPSG:3857, resampling, transparency, threads. */
export function warpArgs(info: RasterInfo, photo: boolean): string[] {
  const hasNoData = info.bands.some((b) => b.noData !== null);
  const args = [
    ['-t_srs', 'EPSG:3857', '-overwrite'],
    ['-r', info.bands.some((b) => b.hasColorTable) ? 'near' : 'bilinear'],
    ['-multi', '-wo', 'NUM_THREADS=ALL_CPUS', '-wm', '256'],
  ].flat();
  // Imagery: transparency as an alpha band; a nodata value would not survive lossy compression.
  if (photo) args.push('-dstalpha', '-dstnodata', 'None');
  // Values with nodata: gdalwarp carries it over and fills the outside with it. Without:
  // floating point data (DEMs) gets NaN as nodata, so band 1 stays pure measurements that tools
  // (cross sections, statistics) can read without consulting a second band; integer data has no
  // value to spare, so an alpha band marks what lies outside the source.
  else if (!hasNoData) {
    const floating = info.bands.every((b) => b.type.startsWith('Float'));
    args.push(...(floating ? ['-dstnodata', 'nan'] : ['-dstalpha']));
  }
  return args;
}

/** A source reaching the poles would warp to infinity: its extent stops at Mercator's limit. */
function polarClamp(info: RasterInfo): string[] {
  const b = info.wgs84Bounds;
  if (!b || (b[1] >= -MERCATOR_MAX_LAT && b[3] <= MERCATOR_MAX_LAT)) return [];
  const south = Math.max(b[1], -MERCATOR_MAX_LAT);
  const north = Math.min(b[3], MERCATOR_MAX_LAT);
  // Keep the source's horizontal pixel count; gdalwarp's own guess is skewed by the poles.
  const res = ((((b[2] - b[0]) * Math.PI) / 180) * EARTH_RADIUS) / Math.max(info.width, 1);
  return ['-te', `${b[0]}`, `${south}`, `${b[2]}`, `${north}`, '-te_srs', 'EPSG:4326'].concat([
    '-tr',
    `${res}`,
    `${res}`,
  ]);
}

/** Values, palettes and 16-bit data: one gdalwarp straight into the COG driver, lossless. */
function valueCogArgs(source: string, outPath: string, info: RasterInfo, workDir: string) {
  return [
    ...['-of', 'COG', ...warpArgs(info, false), ...polarClamp(info), ...configArgs(workDir)],
    ...['-co', 'NUM_THREADS=ALL_CPUS', '-co', 'BIGTIFF=IF_SAFER'],
    ...['-co', 'COMPRESS=DEFLATE', '-co', 'PREDICTOR=YES'],
    path.resolve(source),
    outPath,
  ];
}

/** The command that writes the COG: imagery on the web's tiles (photo-cog.ts), else values. */
async function cogCommand(
  source: RasterSource,
  photo: boolean,
  opts: RasterToCogOptions,
  timeoutMs: number,
): Promise<{ command: string; args: string[]; dataBounds: Bounds | null }> {
  if (!photo) {
    return {
      command: 'gdalwarp',
      args: valueCogArgs(source.path, opts.outPath, source.info, opts.workDir),
      dataBounds: null,
    };
  }
  const { translate, dataBounds } = await photoCogSteps({
    source: path.resolve(source.path),
    warpArgs: warpArgs(source.info, true),
    nativeExtent: polarClamp(source.info),
    direct:
      polarClamp(source.info).length === 0 && source.info.bands.every((b) => b.noData === null),
    outPath: opts.outPath,
    workDir: opts.workDir,
    timeoutMs,
  });
  return {
    command: translate.command,
    args: [...configArgs(opts.workDir), ...translate.args],
    dataBounds,
  };
}

/**
 * Reprojects a GeoTIFF / georeferenced JPG or PNG to EPSG:3857 as a Cloud Optimized GeoTIFF
 * with overviews, in one gdalwarp run (GDAL 3.6 warps straight into the COG driver).
 * Unreadable → GDAL_COMPATIBLE; no georeferencing → RELATED_FILE; no CRS → PROJECTION;
 * warp failure, including pixel data that cannot be read → GDALWARP_TIF (.tif) or
 * GDALWARP_JPG (.jpg/.png).
 */
export async function rasterToCog(opts: RasterToCogOptions): Promise<CogResult> {
  const failure = RASTER_EXTENSIONS[extensionOf(opts.path)];
  if (!failure)
    throw new ProcessingError(
      'GDAL_COMPATIBLE',
      `Unsupported raster extension '${extensionOf(opts.path)}'`,
    );
  const deadline = Date.now() + opts.timeoutMs;
  const left = () => Math.max(1, deadline - Date.now());

  const source = await resolveRasterSource({ ...opts, timeoutMs: left() });
  const photo = isPhoto(source.info);
  let dataBounds: Bounds | null = null;
  try {
    const step = await cogCommand(source, photo, opts, left());
    dataBounds = step.dataBounds;
    const { command, args } = step;
    const { stderr } = await runGdal(command, args, {
      timeoutMs: left(),
      onProgress: opts.onProgress,
    });
    // gdalwarp can finish with exit code 0 after failing to read some blocks (it warps what it
    // could): any GDAL error means the COG is not a faithful copy of the upload.
    const errors = gdalErrorLines(stderr);
    if (errors.length > 0)
      throw new ProcessingError(failure, briefReason(stderr, 'Read errors while warping'));
  } catch (err) {
    await rm(opts.outPath, { force: true });
    throw err instanceof ProcessingError ? err : toProcessingError(err, failure, 'gdalwarp failed');
  }

  const cog = await readCog(opts.outPath, left());
  const hasNoData = cog.noData !== null;
  return {
    bounds: dataBounds ?? cog.bounds,
    width: cog.width,
    height: cog.height,
    bandCount: cog.bandCount,
    compression: photo ? 'WEBP' : 'DEFLATE',
    layout: photo ? 'web' : 'own',
    dataType: cog.dataType,
    noData: cog.noData,
    transparency: cog.hasMask ? 'mask' : cog.hasAlpha ? 'alpha' : hasNoData ? 'nodata' : 'none',
    crsFrom: source.crsFrom,
    valueRange: cog.valueRange,
    source: { path: source.path, info: source.info },
  };
}
