import { rm } from 'node:fs/promises';
import path from 'node:path';
import { extensionOf } from '../file-types.js';
import type { Bounds } from '../geo-types.js';
import type { RasterInfo } from '../inspect/inspect-raster.js';
import { ProcessingError, type ProcessingErrorTitle } from '../processing-error.js';
import { briefReason, gdalErrorLines, runGdal, toProcessingError } from '../tools/gdal.js';
import { readCog } from './read-cog.js';
import { resolveRasterSource, type CrsSource } from './raster-source.js';

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

export type CogCompression = 'JPEG' | 'DEFLATE';

export interface CogResult {
  /** EPSG:4326 [west, south, east, north] of the COG. */
  bounds: Bounds;
  width: number;
  height: number;
  /** Bands in the COG, an alpha band included (a JPEG COG's transparency is a mask, not a band). */
  bandCount: number;
  compression: CogCompression;
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
 * 8-bit RGB(A) imagery (orthophotos) → JPEG at quality 85: 5–10x smaller than lossless, and
 * every COG reader decodes it (geotiff.js included, which cannot decode WEBP in Node); the COG
 * driver turns the alpha into a 1-bit mask, so edges stay transparent. Everything else (DEMs,
 * 16-bit, single band, paletted) → DEFLATE with a predictor: lossless, values are data.
 */
function isPhoto(info: RasterInfo): boolean {
  const { bands } = info;
  const allByte = bands.every((b) => b.type === 'Byte' && !b.hasColorTable);
  return (
    allByte &&
    (bands.length === 3 || (bands.length === 4 && bands[3]!.colorInterpretation === 'Alpha'))
  );
}

function warpArgs(
  source: string,
  outPath: string,
  info: RasterInfo,
  photo: boolean,
  workDir: string,
): string[] {
  const hasNoData = info.bands.some((b) => b.noData !== null);
  const args = [
    ['-of', 'COG', '-t_srs', 'EPSG:3857', '-overwrite'],
    ['-r', info.bands.some((b) => b.hasColorTable) ? 'near' : 'bilinear'],
    ['-multi', '-wo', 'NUM_THREADS=ALL_CPUS', '-wm', '256'],
    ['-co', 'NUM_THREADS=ALL_CPUS', '-co', 'BIGTIFF=IF_SAFER'],
    // A damaged JPEG-in-TIFF tile is only a libjpeg "warning" unless this makes it an error.
    ['--config', 'GDAL_ERROR_ON_LIBJPEG_WARNING', 'TRUE'],
    ['--config', 'CPL_TMPDIR', workDir],
  ].flat();
  if (photo) {
    // Transparency as alpha → mask; a nodata value would not survive lossy JPEG anyway.
    args.push('-co', 'COMPRESS=JPEG', '-co', 'QUALITY=85', '-dstalpha', '-dstnodata', 'None');
  } else {
    args.push('-co', 'COMPRESS=DEFLATE', '-co', 'PREDICTOR=YES');
    // With nodata, gdalwarp carries it over and fills the outside with it. Without: floating
    // point data (DEMs) gets NaN as nodata, so band 1 stays pure measurements that tools (cross
    // sections, statistics) can read without consulting a second band; integer data has no
    // value to spare, so an alpha band marks what lies outside the source.
    if (!hasNoData) {
      const floating = info.bands.every((b) => b.type.startsWith('Float'));
      args.push(...(floating ? ['-dstnodata', 'nan'] : ['-dstalpha']));
    }
  }
  const b = info.wgs84Bounds;
  if (b && (b[1] < -MERCATOR_MAX_LAT || b[3] > MERCATOR_MAX_LAT)) {
    const south = Math.max(b[1], -MERCATOR_MAX_LAT);
    const north = Math.min(b[3], MERCATOR_MAX_LAT);
    // Keep the source's horizontal pixel count; gdalwarp's own guess is skewed by the poles.
    const res = ((((b[2] - b[0]) * Math.PI) / 180) * EARTH_RADIUS) / Math.max(info.width, 1);
    args.push(
      '-te',
      `${b[0]}`,
      `${south}`,
      `${b[2]}`,
      `${north}`,
      '-te_srs',
      'EPSG:4326',
      '-tr',
      `${res}`,
      `${res}`,
    );
  }
  args.push(path.resolve(source), outPath);
  return args;
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
  try {
    const { stderr } = await runGdal(
      'gdalwarp',
      warpArgs(source.path, opts.outPath, source.info, photo, opts.workDir),
      {
        timeoutMs: left(),
        onProgress: opts.onProgress,
      },
    );
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
    bounds: cog.bounds,
    width: cog.width,
    height: cog.height,
    bandCount: cog.bandCount,
    compression: photo ? 'JPEG' : 'DEFLATE',
    dataType: cog.dataType,
    noData: cog.noData,
    transparency: cog.hasMask ? 'mask' : cog.hasAlpha ? 'alpha' : hasNoData ? 'nodata' : 'none',
    crsFrom: source.crsFrom,
    valueRange: cog.valueRange,
    source: { path: source.path, info: source.info },
  };
}
