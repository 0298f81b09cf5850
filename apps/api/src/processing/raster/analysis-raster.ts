import path from 'node:path';
import type { RasterInfo } from '../inspect/inspect-raster.js';
import { runGdal, toProcessingError } from '../tools/gdal.js';

/** The metric system a raster of heights is measured in, and how it got there. */
export interface AnalysisRaster {
  path: string;
  epsg: number | null;
  /** 'native': the data's own projected grid, copied; 'utm': warped into the local UTM zone. */
  grid: 'native' | 'utm';
}

/** Whether a CRS (GDAL's WKT2) is projected with metres on both axes. */
export function isProjectedMetric(wkt: string): boolean {
  if (!/^PROJCRS\[/.test(wkt.trim())) return false;
  const units = [...wkt.matchAll(/LENGTHUNIT\["([^"]+)",\s*([\d.eE+-]+)/g)];
  return units.length > 0 && units.every(([, , factor]) => Number(factor) === 1);
}

/** The WGS84 UTM zone holding a longitude and latitude, as its EPSG code. */
export function utmZoneEpsg(lon: number, lat: number): number {
  const zone = Math.min(60, Math.max(1, Math.floor((lon + 180) / 6) + 1));
  return (lat >= 0 ? 32600 : 32700) + zone;
}

/**
 * The heights of a DTM or DSM as volumes and differences read them: in a projected metric
 * system, never in Web Mercator (whose metres are not the ground's away from the equator). The
 * data's own grid when it is projected in metres (copied pixel for pixel); otherwise warped
 * (bilinear) into the local UTM zone at about its resolution. A Cloud Optimized GeoTIFF of
 * Float32, DEFLATE with its predictor, NaN where there is no height.
 */
export async function makeAnalysisRaster(opts: {
  source: string;
  info: RasterInfo;
  outPath: string;
  workDir: string;
  timeoutMs: number;
}): Promise<AnalysisRaster> {
  const { info } = opts;
  const wkt = info.crs?.wkt ?? '';
  // gdalwarp in both cases: whatever the file marks as missing becomes NaN, so that arithmetic
  // on two surveys (a difference, a volume) leaves missing heights missing by itself.
  const common = [
    ['-of', 'COG', '-ot', 'Float32', '-overwrite', '-dstnodata', 'nan'],
    ['-co', 'COMPRESS=DEFLATE', '-co', 'PREDICTOR=YES', '-co', 'BIGTIFF=IF_SAFER'],
    ['-multi', '-wo', 'NUM_THREADS=ALL_CPUS', '-wm', '256'],
    ['--config', 'CPL_TMPDIR', opts.workDir],
  ].flat();
  const input = path.resolve(opts.source);
  try {
    if (isProjectedMetric(wkt)) {
      // No target system or grid: the source's own, pixel for pixel.
      await runGdal('gdalwarp', [...common, '-r', 'near', input, opts.outPath], {
        timeoutMs: opts.timeoutMs,
      });
      return { path: opts.outPath, epsg: info.crs?.epsg ?? null, grid: 'native' };
    }
    const [w, s, e, n] = info.wgs84Bounds ?? [0, 0, 0, 0];
    const epsg = utmZoneEpsg((w + e) / 2, (s + n) / 2);
    await runGdal(
      'gdalwarp',
      [...common, '-t_srs', `EPSG:${epsg}`, '-r', 'bilinear', input, opts.outPath],
      { timeoutMs: opts.timeoutMs },
    );
    return { path: opts.outPath, epsg, grid: 'utm' };
  } catch (err) {
    throw toProcessingError(err, 'GDALWARP_TIF', 'Could not prepare the heights for measuring');
  }
}
