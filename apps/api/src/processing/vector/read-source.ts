import path from 'node:path';
import { toReadableCad } from '../cad/dwg.js';
import { inspectVector } from '../inspect/inspect-vector.js';
import { ProcessingError } from '../processing-error.js';
import { runGdal } from '../tools/gdal.js';
import { cadGatherSqls, isCad, type Source } from './load-plan.js';
import { checkOgrStderr, gatherCadArgs, ogrFailure } from './ogr2ogr-args.js';

/** The load's time left; none is GENERAL (the spec's code for a file that takes too long). */
export function remaining(deadline: number): number {
  const left = deadline - Date.now();
  if (left <= 0) throw new ProcessingError('GENERAL', 'Vector loading timed out');
  return left;
}

/** GeoJSON arrays come as JSON text, which the load keeps as JSON (OGR's lists it cannot). */
export function openOptionsFor(ext: string): string[] {
  return ext === '.geojson' || ext === '.json' ? ['ARRAY_AS_STRING=YES'] : [];
}

/** The file's drawable layers as GDAL reads them: a DWG through LibreDWG when it must be. */
export async function readSource(
  filePath: string,
  ext: string,
  workDir: string,
  deadline: number,
): Promise<Source> {
  let file = filePath;
  let checkAs = ext;
  if (ext === '.dwg') {
    const cad = await toReadableCad(filePath, workDir, { timeoutMs: remaining(deadline) });
    file = cad.path;
    checkAs = cad.driver === 'CAD' ? '.dwg' : '.dxf';
  }
  return inspect(file, checkAs, deadline);
}

async function inspect(file: string, checkAs: string, deadline: number): Promise<Source> {
  const info = await inspectVector(file, {
    extension: checkAs,
    timeoutMs: remaining(deadline),
    openOptions: openOptionsFor(checkAs),
  });
  // Attribute-only tables (GeoPackage 'attributes', related media) cannot be drawn on a map.
  const layers = info.layers.filter((l) => l.geometryType !== 'None');
  if (layers.length === 0)
    throw new ProcessingError('GDAL_COMPATIBLE', 'The file has no vector layers');
  return { file, driver: info.driver, layers };
}

/**
 * A CAD drawing as one GeoPackage layer `entities` in the work directory: its drawing layers
 * in the 'Layer' column, each feature's style string beside its attributes (see cadGatherSqls).
 * Other sources are read as they are.
 */
export async function gatherCad(
  source: Source,
  ext: string,
  workDir: string,
  deadline: number,
  warnings: string[],
): Promise<Source> {
  if (!isCad(source)) return source;
  const out = path.join(workDir, 'cad-entities.gpkg');
  for (const [i, sql] of cadGatherSqls(source).entries()) {
    const args = gatherCadArgs({ source: source.file, sql, out, append: i > 0 });
    const { stderr } = await runGdal('ogr2ogr', args, { timeoutMs: remaining(deadline) }).catch(
      (err: unknown) => {
        throw ogrFailure(err, ext);
      },
    );
    warnings.push(...checkOgrStderr(stderr, ext));
  }
  return inspect(out, '.gpkg', deadline);
}
