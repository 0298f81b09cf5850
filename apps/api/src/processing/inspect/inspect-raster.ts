import { extensionOf } from '../file-types.js';
import type { Bounds } from '../geo-types.js';
import { ProcessingError } from '../processing-error.js';
import { runGdal, toProcessingError } from '../tools/gdal.js';
import { usableCrs, type CrsInfo } from './crs.js';
import { RASTER_DRIVERS } from './expected-drivers.js';

export interface RasterBandInfo {
  /** GDAL data type: 'Byte', 'UInt16', 'Float32', ... */
  type: string;
  /** 'Red', 'Green', 'Blue', 'Alpha', 'Gray', 'Palette', 'Undefined', ... */
  colorInterpretation: string;
  noData: number | null;
  hasColorTable: boolean;
}

export interface RasterInfo {
  driver: string;
  width: number;
  height: number;
  bands: RasterBandInfo[];
  crs: CrsInfo | null;
  geoTransform: number[] | null;
  hasGcps: boolean;
  /** [west, south, east, north] in EPSG:4326, when GDAL could compute it (needs a CRS). */
  wgs84Bounds: Bounds | null;
}

interface GdalinfoJson {
  driverShortName?: string;
  size?: [number, number];
  coordinateSystem?: { wkt?: string };
  geoTransform?: number[];
  gcps?: { coordinateSystem?: { wkt?: string }; gcpList?: unknown[] };
  wgs84Extent?: { coordinates?: number[][][] };
  stac?: { 'proj:epsg'?: number | null };
  bands?: Array<{
    type?: string;
    colorInterpretation?: string;
    noDataValue?: number | string;
    colorTable?: unknown;
  }>;
}

function boundsOf(polygon: number[][][] | undefined): Bounds | null {
  const points = polygon?.[0];
  if (!points || points.length === 0) return null;
  const xs = points.map((p) => p[0]!);
  const ys = points.map((p) => p[1]!);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function noDataOf(value: number | string | undefined): number | null {
  if (value === undefined) return null;
  // gdalinfo -json writes NaN / infinities as strings.
  if (typeof value === 'string') return value.toLowerCase() === 'nan' ? Number.NaN : Number(value);
  return value;
}

/**
 * Reads a raster's metadata with `gdalinfo -json`, opening it only with the driver its
 * extension calls for (-if): a PDF or a VRT renamed .tif never reaches another driver.
 * Unreadable or mismatched files are GDAL_COMPATIBLE.
 */
export async function inspectRaster(
  path: string,
  options: {
    timeoutMs?: number;
    /** Our own intermediate files (VRT): that driver only. */ driver?: string;
  } = {},
): Promise<RasterInfo> {
  const ext = extensionOf(path);
  const allowed = options.driver ? [options.driver] : RASTER_DRIVERS[ext];
  if (!allowed)
    throw new ProcessingError('GDAL_COMPATIBLE', `Unsupported raster extension '${ext}'`);
  const ifArgs = allowed.flatMap((d) => ['-if', d]);
  let json: GdalinfoJson;
  try {
    const { stdout } = await runGdal('gdalinfo', ['-json', '-nomd', ...ifArgs, path], {
      timeoutMs: options.timeoutMs ?? 120_000,
    });
    json = JSON.parse(stdout) as GdalinfoJson;
  } catch (err) {
    if (err instanceof SyntaxError) {
      throw new ProcessingError('GDAL_COMPATIBLE', 'gdalinfo gave unreadable metadata');
    }
    throw toProcessingError(
      err,
      'GDAL_COMPATIBLE',
      `GDAL cannot open the file as ${allowed.join('/')}`,
    );
  }
  const driver = json.driverShortName ?? '';
  if (!allowed.includes(driver)) {
    throw new ProcessingError(
      'GDAL_COMPATIBLE',
      `A ${ext} file was opened by GDAL's ${driver} driver`,
    );
  }
  // A GCP-georeferenced image carries its CRS with the GCPs.
  const crs = usableCrs(json.coordinateSystem?.wkt ?? json.gcps?.coordinateSystem?.wkt);
  if (crs && crs.epsg === null && typeof json.stac?.['proj:epsg'] === 'number') {
    crs.epsg = json.stac['proj:epsg'];
  }
  return {
    driver,
    width: json.size?.[0] ?? 0,
    height: json.size?.[1] ?? 0,
    bands: (json.bands ?? []).map((b) => ({
      type: b.type ?? 'Unknown',
      colorInterpretation: b.colorInterpretation ?? 'Undefined',
      noData: noDataOf(b.noDataValue),
      hasColorTable: b.colorTable !== undefined,
    })),
    crs,
    geoTransform: json.geoTransform ?? null,
    hasGcps: (json.gcps?.gcpList?.length ?? 0) > 0,
    wgs84Bounds: boundsOf(json.wgs84Extent?.coordinates),
  };
}
