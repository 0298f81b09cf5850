import path from 'node:path';
import { baseNameOf, findCompanion } from '../companions.js';
import { inspectRaster, type RasterInfo } from '../inspect/inspect-raster.js';
import { ProcessingError } from '../processing-error.js';
import { runGdal, toProcessingError } from '../tools/gdal.js';

export type CrsSource = 'file' | 'prj' | 'epsg';

export interface RasterSource {
  /** What gdalwarp reads: the file itself, or a VRT over it with the CRS assigned. */
  path: string;
  info: RasterInfo;
  crsFrom: CrsSource;
}

/**
 * The raster with a usable georeference. Position comes from the file (GeoTIFF tags), a world
 * file (.tfw/.jgw/.pgw/.wld) or an .aux.xml, all of which GDAL reads by itself; without any →
 * RELATED_FILE. The CRS comes from the file (or its .aux.xml), else a .prj beside it (GDAL does
 * not read those for rasters), else the EPSG code given with the upload; without any →
 * PROJECTION. A CRS from outside the file is assigned in a small VRT, so that gdalinfo can then
 * tell the WGS84 extent and gdalwarp needs no -s_srs.
 */
export async function resolveRasterSource(opts: {
  path: string;
  epsg: number | null;
  workDir: string;
  timeoutMs: number;
}): Promise<RasterSource> {
  const info = await inspectRaster(opts.path, { timeoutMs: opts.timeoutMs });
  if (!info.geoTransform && !info.hasGcps) {
    throw new ProcessingError(
      'RELATED_FILE',
      'The image has no georeferencing: add its world file (.tfw/.jgw/.pgw/.wld) or .aux.xml',
    );
  }
  if (info.crs) return { path: opts.path, info, crsFrom: 'file' };

  let srs: string | null = null;
  let crsFrom: CrsSource = 'prj';
  const prj = await findCompanion(opts.path, ['.prj']);
  if (prj) srs = prj;
  else if (opts.epsg !== null && opts.epsg !== 0) {
    if (!Number.isInteger(opts.epsg) || opts.epsg < 0) {
      throw new ProcessingError('PROJECTION', `'${opts.epsg}' is not an EPSG code`);
    }
    srs = `EPSG:${opts.epsg}`;
    crsFrom = 'epsg';
  }
  if (!srs)
    throw new ProcessingError(
      'PROJECTION',
      'The raster has no coordinate system (.prj or EPSG code)',
    );

  const vrt = path.join(opts.workDir, `${baseNameOf(opts.path)}.with-crs.vrt`);
  try {
    await runGdal('gdal_translate', ['-of', 'VRT', '-a_srs', srs, path.resolve(opts.path), vrt], {
      timeoutMs: opts.timeoutMs,
    });
  } catch (err) {
    // The only thing that can go wrong here with a file that already opened is the CRS.
    throw toProcessingError(
      err,
      'PROJECTION',
      `Cannot use the coordinate system ${path.basename(srs)}`,
    );
  }
  const withCrs = await inspectRaster(vrt, { timeoutMs: opts.timeoutMs, driver: 'VRT' });
  if (!withCrs.crs)
    throw new ProcessingError('PROJECTION', `Unusable coordinate system ${path.basename(srs)}`);
  return { path: vrt, info: withCrs, crsFrom };
}
