import { findCompanion } from '../companions.js';
import type { VectorLayerInfo } from '../inspect/inspect-vector.js';
import { ProcessingError } from '../processing-error.js';
import { ogrIdent, ogrLiteral, STYLE_FIELD } from './ogr2ogr-args.js';

/** A vector file as GDAL will read it (a DWG may have become a DXF), drawable layers only. */
export interface Source {
  file: string;
  driver: string;
  layers: VectorLayerInfo[];
}

/** One staging table and the OGR SQL statements that fill it (several are appended). */
export interface LoadStep {
  table: string;
  sourceLayer: string;
  sqls: string[];
  /** CAD source: has the 'Layer' column and the OGR style column. */
  cad: boolean;
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
  if (source.driver === 'DXF' || source.driver === 'CAD') {
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

/** One ogr2ogr run per target table (CAD-driver DWGs: one run per drawing layer, appended). */
export function loadPlan(source: Source, prefix: string): LoadStep[] {
  const cadStyle = `, OGR_STYLE AS ${ogrIdent(STYLE_FIELD)}`;
  if (source.driver === 'CAD') {
    // libopencad makes one OGR layer per drawing layer; merge them into one table with a
    // 'Layer' column, the shape the DXF driver gives, so CAD always has sub-layers the same way.
    const runs = source.layers.map(
      (l) => `SELECT *, ${ogrLiteral(l.name)} AS "Layer"${cadStyle} FROM ${ogrIdent(l.name)}`,
    );
    return [{ table: `${prefix}_1`, sourceLayer: 'entities', sqls: runs, cad: true }];
  }
  return source.layers.map((l, i) => ({
    table: `${prefix}_${i + 1}`,
    sourceLayer: l.name,
    sqls: [`SELECT *${source.driver === 'DXF' ? cadStyle : ''} FROM ${ogrIdent(l.name)}`],
    cad: source.driver === 'DXF',
  }));
}
