import { findCompanion } from '../companions.js';
import type { VectorLayerInfo } from '../inspect/inspect-vector.js';
import { ProcessingError } from '../processing-error.js';
import type { SelectSource, SelectTarget } from './feature-select.js';
import { ogrIdent, ogrLiteral, STYLE_FIELD } from './ogr2ogr-args.js';

/** A vector file as GDAL will read it (a DWG may have become a DXF), drawable layers only. */
export interface Source {
  file: string;
  driver: string;
  layers: VectorLayerInfo[];
}

/**
 * The -s_srs to use, or null when every layer's own CRS will do. An EPSG code given with the
 * upload wins over the file (the user chose it); then a .prj beside a DXF/DWG (OGR ignores
 * those for CAD); a layer without any CRS makes the whole file PROJECTION.
 */
export async function sourceSrs(
  filePath: string,
  epsg: number | null,
  source: Source,
): Promise<string | null> {
  if (epsg !== null && epsg !== 0) {
    if (!Number.isInteger(epsg) || epsg < 0) {
      throw new ProcessingError('PROJECTION', `'${epsg}' is not an EPSG code`);
    }
    return `EPSG:${epsg}`;
  }
  // OGR ignores a .prj beside a DXF/DWG: read it ourselves (GDAL parses the file at -s_srs).
  if (isCad(source)) {
    const prj = await findCompanion(filePath, ['.prj']);
    if (prj) return prj;
  }
  const without = source.layers.filter((l) => !l.crs).map((l) => l.name);
  if (without.length > 0) {
    throw new ProcessingError(
      'PROJECTION',
      `No coordinate system for: ${without.slice(0, 5).join(', ')}`,
    );
  }
  return null;
}

export function isCad(source: Source): boolean {
  return source.driver === 'DXF' || source.driver === 'CAD';
}

/**
 * The OGR SQL gathering a drawing into one layer (gatherCadArgs), each feature with its style
 * string. libopencad (GDAL's CAD driver) makes one OGR layer per drawing layer: those get the
 * 'Layer' column the DXF driver has, so CAD always has its sub-layers the same way.
 */
export function cadGatherSqls(source: Source): string[] {
  const style = `, OGR_STYLE AS ${ogrIdent(STYLE_FIELD)}`;
  return source.layers.map((l) =>
    source.driver === 'CAD'
      ? `SELECT *, ${ogrLiteral(l.name)} AS "Layer"${style} FROM ${ogrIdent(l.name)}`
      : `SELECT *${style} FROM ${ogrIdent(l.name)}`,
  );
}

/** The drawing layer of a gathered CAD feature: its sub-layer. */
export const CAD_LAYER_FIELD = 'Layer';

/** What featureSelect needs of a layer; the SQLite dialect names an unnamed geometry GEOMETRY. */
export function selectSource(layer: VectorLayerInfo): SelectSource {
  return {
    layer: layer.name,
    geometryColumn: layer.geometryColumn ?? 'GEOMETRY',
    fields: layer.fields,
  };
}

/** Sub-layers: a CAD feature's drawing layer, else the source layer when a file has several. */
export function subLayerOf(
  layer: VectorLayerInfo,
  cad: boolean,
  multiLayer: boolean,
): SelectTarget['subLayer'] {
  if (cad) return { from: 'field', field: CAD_LAYER_FIELD };
  return multiLayer ? { from: 'value', value: layer.name } : { from: 'none' };
}

/**
 * The layer's geometries carry M and may be lines (ogrinfo: 'Measured Line String', '3D Measured
 * Multi Line String', 'Measured Geometry'): their M values are kept for routes. A layer of
 * another or no declared kind (a GeoPackage's 'Unknown (any)') is not looked into.
 */
export function carriesMeasures(layer: VectorLayerInfo): boolean {
  return (
    /\bMeasured\b/.test(layer.geometryType) &&
    !/Point|Polygon|Surface|TIN|Triangle/.test(layer.geometryType)
  );
}
