import path from 'node:path';
import { ProcessingError, type ProcessingErrorTitle } from '../processing-error.js';
import { briefReason, gdalErrorLines, scrubPaths, toProcessingError } from '../tools/gdal.js';
import { ToolError } from '../tools/run-tool.js';

/** The staging column holding each CAD feature's OGR style string. */
export const STYLE_FIELD = 'waymark_ogr_style';

/** An OGR SQL identifier: double-quoted, a quote inside escaped with a backslash. */
export function ogrIdent(name: string): string {
  return `"${name.replace(/"/g, '\\"')}"`;
}

/** An OGR SQL string literal: single-quoted, a quote inside doubled. */
export function ogrLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

export interface Ogr2ogrTarget {
  source: string;
  /** OGR SQL selecting one layer: the layer name never becomes a bare argument, where a name
   * like "-overwrite" would be read as an option. */
  sql: string;
  schema: string;
  table: string;
  /** -s_srs value (EPSG:n or a .prj path), or null for the layer's own CRS. */
  srs: string | null;
  append: boolean;
}

/**
 * ogr2ogr into PostGIS (the connection comes from libpq environment variables):
 * - -nlt GEOMETRY: an untyped geometry column. Shapefile "Polygon" layers hold multipolygons and
 *   CAD layers hold anything, so a typed column makes COPY fail on the first odd feature;
 *   vector tiles do not care about single vs multi.
 * - -dim XY: tiles are 2D; Z and M would only cost space.
 * - -makevalid: GEOS repair during the load (what it cannot fix, finish-staging-table does).
 * - LAUNDER=NO, PRECISION=NO: attribute names and values as the user wrote them ("Größe",
 *   "NAME"), no varchar(n) limits that reject longer values.
 * - FID=ogc_fid: a serial 1..n in source order, stable for the same file.
 * - SPATIAL_INDEX=NONE: staging tables are read once, sequentially.
 * - No -skipfailures: a feature that cannot be written fails the file instead of half-loading.
 */
export function ogr2ogrArgs(t: Ogr2ogrTarget): string[] {
  const layerCreation = [
    'GEOMETRY_NAME=geom',
    'FID=ogc_fid',
    'SPATIAL_INDEX=NONE',
    'PRECISION=NO',
    'LAUNDER=NO',
  ];
  return [
    ['-f', 'PostgreSQL', 'PG:', '-doo', `SCHEMAS=${t.schema}`],
    [path.resolve(t.source), '-dialect', 'OGRSQL', '-sql', t.sql],
    ['-nln', t.table],
    t.append
      ? ['-append', '-addfields']
      : ['-overwrite', ...layerCreation.flatMap((o) => ['-lco', o])],
    ['-nlt', 'GEOMETRY', '-dim', 'XY', '-makevalid'],
    t.srs ? ['-s_srs', t.srs] : [],
    ['-t_srs', 'EPSG:3857'],
    ['--config', 'PG_USE_COPY', 'YES'],
  ].flat();
}

const PROJECTION_FAILURE =
  /Failed to process SRS definition|Failed to reproject feature|Cannot find coordinate operations|Unable to compute a transformation|Failed to create coordinate transformation/i;

/**
 * A source attribute named like our fid column (typical of data exported from PostGIS) becomes
 * the fid: fine when its values are unique integers, but text values or duplicates leave no
 * usable feature id.
 */
const FID_FAILURE =
  /Wrong field type for ogc_fid|duplicate key value violates unique constraint "[^"]*_pkey"/;

function failureTitle(stderr: string, ext: string): ProcessingErrorTitle {
  if (FID_FAILURE.test(stderr)) return 'HAS_FID';
  if (PROJECTION_FAILURE.test(stderr)) return 'PROJECTION';
  return ext === '.gpkg' ? 'OGR2OGR_GPKG' : 'OGR2OGR_PGIS';
}

/** The spec's error for a failed ogr2ogr run: fid clashes are HAS_FID, CRS problems
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
