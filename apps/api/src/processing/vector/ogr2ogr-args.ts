import path from 'node:path';
import { ProcessingError, type ProcessingErrorTitle } from '../processing-error.js';
import { briefReason, gdalErrorLines, scrubPaths, toProcessingError } from '../tools/gdal.js';
import { ToolError } from '../tools/run-tool.js';

/** The column (then property, until the ingest expands it) holding a CAD feature's OGR style. */
export const STYLE_FIELD = 'waymark_ogr_style';

/** An OGR SQL identifier: double-quoted, a quote inside escaped with a backslash. */
export function ogrIdent(name: string): string {
  return `"${name.replace(/"/g, '\\"')}"`;
}

/** An OGR SQL string literal: single-quoted, a quote inside doubled. */
export function ogrLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** What every run shares: 2D geometries of any kind, repaired by GEOS as they are read. */
const GEOMETRY_OPTIONS = ['-nlt', 'GEOMETRY', '-dim', 'XY'];

export interface AppendFeatures {
  source: string;
  /** The SQLite-dialect SELECT in the layout of `features` (featureSelect): the layer name
   * never becomes a bare argument, where a name like "-overwrite" would be read as an option. */
  sql: string;
  /** The table being built (FeatureBuildRepository.create), in the layout of `features`. */
  table: string;
  /** -s_srs value (EPSG:n or a .prj path), or null for the layer's own CRS. */
  srs: string | null;
  /** Open options of the source (-oo). */
  openOptions: readonly string[];
  /** Repair geometries with GEOS as they are read; a layer of points has nothing to repair. */
  makeValid: boolean;
}

/**
 * ogr2ogr appending one source layer to the build table (the connection comes from libpq
 * environment variables):
 * - -append into our own table: its columns are the partition's, so nothing is rewritten later.
 *   It has no column defaults, which would make GDAL insert row by row instead of COPY. The
 *   SELECT's columns go to the table's in order (-fieldmap identity).
 * - -nlt GEOMETRY: shapefile "Polygon" layers hold multipolygons and CAD layers anything; vector
 *   tiles do not care about single vs multi. -dim XY: tiles are 2D.
 * - -makevalid: GEOS repair during the load (what it cannot fix, the build's finish step does);
 *   not for points, which are valid as they are and would only be copied through GEOS (a quarter
 *   of ogr2ogr's time for a million of them).
 * - No -skipfailures: a feature that cannot be written fails the file instead of half-loading.
 */
export function appendFeaturesArgs(t: AppendFeatures): string[] {
  return [
    ['-f', 'PostgreSQL', 'PG:', '-append', '-nln', t.table, '-fieldmap', 'identity'],
    [path.resolve(t.source), ...t.openOptions.flatMap((o) => ['-oo', o])],
    ['-dialect', 'SQLITE', '-sql', t.sql],
    [...GEOMETRY_OPTIONS, ...(t.makeValid ? ['-makevalid'] : [])],
    t.srs ? ['-s_srs', t.srs] : [],
    ['-t_srs', 'EPSG:3857'],
    ['--config', 'PG_USE_COPY', 'YES'],
  ].flat();
}

/**
 * ogr2ogr appending a layer whose geometries carry M to the file's measures table (a route's own
 * measures; FeatureBuilds.createMeasures): as appendFeaturesArgs, but -dim XYM keeps the M
 * values (Z goes), and nothing is repaired, which would lose them.
 */
export function appendMeasuresArgs(t: Omit<AppendFeatures, 'makeValid'>): string[] {
  return [
    ['-f', 'PostgreSQL', 'PG:', '-append', '-nln', t.table, '-fieldmap', 'identity'],
    [path.resolve(t.source), ...t.openOptions.flatMap((o) => ['-oo', o])],
    ['-dialect', 'SQLITE', '-sql', t.sql],
    ['-nlt', 'GEOMETRY', '-dim', 'XYM'],
    t.srs ? ['-s_srs', t.srs] : [],
    ['-t_srs', 'EPSG:3857'],
    ['--config', 'PG_USE_COPY', 'YES'],
  ].flat();
}

/**
 * ogr2ogr gathering CAD layers into one GeoPackage layer (OGR SQL keeps each feature's style
 * string, which only OGR SQL can select). GeoPackage stores every geometry CAD yields — the
 * SQLite dialect's virtual tables cannot carry polyhedral surfaces (3D solids) — and the SQLite
 * dialect then reads it natively.
 */
export function gatherCadArgs(t: { source: string; sql: string; out: string; append: boolean }) {
  return [
    ['-f', 'GPKG', t.out, path.resolve(t.source), '-dialect', 'OGRSQL', '-sql', t.sql],
    ['-nln', 'entities', ...GEOMETRY_OPTIONS],
    t.append
      ? ['-append', '-addfields']
      : ['-lco', 'GEOMETRY_NAME=geom', '-lco', 'SPATIAL_INDEX=NO'],
  ].flat();
}

const PROJECTION_FAILURE =
  /Failed to process SRS definition|Failed to reproject feature|Cannot find coordinate operations|Unable to compute a transformation|Failed to create coordinate transformation/i;
/** A fid field (ogc_fid, see featureSelect) with empty values leaves features without an id. */
const FID_FAILURE = /null value in column "fid"/;

function failureTitle(stderr: string, ext: string): ProcessingErrorTitle {
  if (FID_FAILURE.test(stderr)) return 'HAS_FID';
  if (PROJECTION_FAILURE.test(stderr)) return 'PROJECTION';
  return ext === '.gpkg' ? 'OGR2OGR_GPKG' : 'OGR2OGR_PGIS';
}

/** The spec's error for a failed ogr2ogr run: fid problems are HAS_FID, CRS problems
 * PROJECTION, the rest depends on the source format (GeoPackage → OGR2OGR_GPKG, others →
 * OGR2OGR_PGIS). */
export function ogrFailure(err: unknown, ext: string): unknown {
  if (err instanceof ToolError && !err.timedOut) {
    const title = failureTitle(err.stderrTail, ext);
    if (title === 'HAS_FID' || title === 'PROJECTION') {
      return new ProcessingError(title, briefReason(err.stderrTail, 'ogr2ogr failed'));
    }
  }
  return toProcessingError(err, failureTitle('', ext), 'ogr2ogr failed');
}

/**
 * GDAL errors ogr2ogr reports and then exits 0 anyway. Most mean lost data (a truncated .shp
 * gives features without geometry; -makevalid drops a feature it cannot repair), so they fail
 * the file. Two are known to be harmless and come back as warnings:
 * - SFCGAL missing: -makevalid on a CAD 3D solid; the feature is kept and repaired in SQL;
 * - a DXF entity GDAL cannot translate (e.g. a spline without control points): skipped, like
 *   the entity kinds GDAL does not support at all.
 */
const HARMLESS = [/SFCGAL support not enabled/, /ogrdxf\w*\.cpp, \d+: error at line \d+/];

export function checkOgrStderr(stderr: string, ext: string): string[] {
  const errors = gdalErrorLines(stderr);
  const serious = errors.filter((line) => !HARMLESS.some((re) => re.test(line)));
  if (serious.length > 0) {
    const text = serious.join('\n');
    throw new ProcessingError(
      failureTitle(text, ext),
      briefReason(text, 'ogr2ogr reported errors'),
    );
  }
  return errors.map(scrubPaths);
}
