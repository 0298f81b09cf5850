import { extensionOf } from '../file-types.js';
import { ProcessingError } from '../processing-error.js';
import { runGdal, toProcessingError } from '../tools/gdal.js';
import { VECTOR_DRIVERS } from './expected-drivers.js';
import { parseOgrinfoSummary, type OgrLayerSummary } from './ogrinfo-text.js';

export type VectorLayerInfo = OgrLayerSummary;

export interface VectorInfo {
  /** GDAL driver short name: 'ESRI Shapefile', 'GPKG', 'DXF', 'CAD', 'GeoJSON'. */
  driver: string;
  /** Every layer GDAL lists, including attribute-only ones (geometryType 'None'). */
  layers: VectorLayerInfo[];
}

export interface InspectOptions {
  timeoutMs?: number;
  /** Check the driver against this extension instead of the file's own (a DWG converted to
   * DXF keeps its name in messages but is read as DXF). */
  extension?: string;
  /** Open options (-oo), the same the file will be loaded with: they can change field types. */
  openOptions?: readonly string[];
}

/**
 * Reads a vector file's layers with `ogrinfo -ro -so -al`. A file GDAL cannot open, or one
 * opened by a driver that does not belong to its extension (a text file renamed .shp, a PDF
 * renamed .gpkg), is GDAL_COMPATIBLE.
 */
export async function inspectVector(
  path: string,
  options: InspectOptions = {},
): Promise<VectorInfo> {
  const ext = options.extension ?? extensionOf(path);
  const allowed = VECTOR_DRIVERS[ext];
  if (!allowed)
    throw new ProcessingError('GDAL_COMPATIBLE', `Unsupported vector extension '${ext}'`);
  let stdout: string;
  try {
    // -nomd: dataset metadata (hundreds of $ACAD header variables for CAD) is not needed.
    const oo = (options.openOptions ?? []).flatMap((o) => ['-oo', o]);
    ({ stdout } = await runGdal('ogrinfo', ['-ro', '-so', '-al', '-nomd', ...oo, path], {
      timeoutMs: options.timeoutMs ?? 120_000,
    }));
  } catch (err) {
    throw toProcessingError(err, 'GDAL_COMPATIBLE', 'GDAL cannot open the file');
  }
  const summary = parseOgrinfoSummary(stdout);
  if (!allowed.includes(summary.driver)) {
    throw new ProcessingError(
      'GDAL_COMPATIBLE',
      `A ${ext} file was opened by GDAL's ${summary.driver || 'unknown'} driver: the content does not match the extension`,
    );
  }
  return { driver: summary.driver, layers: summary.layers };
}
