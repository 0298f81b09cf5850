import { ProcessingError } from '../processing-error.js';

/**
 * The SELECT (GDAL's SQLite dialect) that hands ogr2ogr each feature already in the layout of
 * the `features` table — layer_id, file_id, fid, sub_layer, properties as one JSON object, the
 * geometry, in the table's column order (ogr2ogr -fieldmap identity) — so the file is written
 * once, straight into the table that becomes its partition.
 */

/** A source layer as ogrinfo describes it. */
export interface SelectSource {
  layer: string;
  /** The geometry column under the SQLite dialect: a GeoPackage's own, else GDAL's 'GEOMETRY'. */
  geometryColumn: string;
  /** Attribute fields with ogrinfo's types ('Integer', 'String(JSON)', 'IntegerList', ...). */
  fields: ReadonlyArray<{ name: string; type: string }>;
}

export interface SelectTarget {
  layerId: number;
  fileId: number;
  /** Added to each source fid: where this source layer's fids start in the file's range. */
  fidBase: bigint;
  subLayer: { from: 'none' } | { from: 'value'; value: string } | { from: 'field'; field: string };
}

/** A source field with this name is the fid (data exported from PostGIS), as GDAL's PG driver
 * has always read it; otherwise each feature keeps its source fid. */
export const FID_FIELD = 'ogc_fid';

/** SQLite caps a function at 127 arguments: json_object takes at most 63 pairs per call. */
const PAIRS_PER_CALL = 63;

export function sqliteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function sqliteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * A field's value as JSON of the same kind PostgreSQL would give its column: booleans as
 * true/false, JSON text as JSON, binary as '\x' hex (bytea's text form), numeric lists as
 * arrays. OGR hands lists to SQLite as text '(2:1,2)'; string lists stay that text (their items
 * are not escaped, so they cannot be split back safely).
 */
export function jsonValueOf(name: string, type: string): string {
  const c = sqliteIdent(name);
  if (type === 'Integer(Boolean)') {
    return `json(CASE WHEN ${c} IS NULL THEN NULL WHEN ${c} THEN 'true' ELSE 'false' END)`;
  }
  if (type === 'String(JSON)') return `CASE WHEN json_valid(${c}) THEN json(${c}) ELSE ${c} END`;
  if (type === 'Binary')
    return `CASE WHEN ${c} IS NULL THEN NULL ELSE '\\x' || lower(hex(${c})) END`;
  if (/^(Integer|Integer64|Real)List/.test(type)) {
    const items = `'[' || substr(${c}, instr(${c}, ':') + 1, length(${c}) - instr(${c}, ':') - 1) || ']'`;
    return `CASE WHEN json_valid(${items}) THEN json(${items}) ELSE ${c} END`;
  }
  return c;
}

/** The properties object: one json_object, or several spliced together past 63 fields. */
function propertiesOf(fields: SelectSource['fields']): string {
  if (fields.length === 0) return `'{}'`;
  const calls: string[] = [];
  for (let i = 0; i < fields.length; i += PAIRS_PER_CALL) {
    const pairs = fields
      .slice(i, i + PAIRS_PER_CALL)
      .map((f) => `${sqliteLiteral(f.name)}, ${jsonValueOf(f.name, f.type)}`);
    calls.push(`json_object(${pairs.join(', ')})`);
  }
  if (calls.length === 1) return calls[0]!;
  // '{a}' '{b}' '{c}' → '{a,b,c}': every object is non-empty, so only the braces go.
  const inner = calls.map((call) => `substr(${call}, 2, length(${call}) - 2)`);
  return `'{' || ${inner.join(` || ',' || `)} || '}'`;
}

/** Which field gives the fid, if any: an integer ogc_fid; one of another type cannot. */
export function fidFieldOf(fields: SelectSource['fields']): string | null {
  const field = fields.find((f) => f.name.toLowerCase() === FID_FIELD);
  if (!field) return null;
  if (!/^Integer(64)?$/.test(field.type)) {
    throw new ProcessingError('HAS_FID', `Wrong field type for ${field.name}: ${field.type}`);
  }
  return field.name;
}

/** The attribute names the features will carry (the fid field is not one of them). */
export function propertyFields(source: SelectSource): SelectSource['fields'] {
  const fid = fidFieldOf(source.fields);
  return source.fields.filter((f) => f.name !== fid);
}

/** A feature's fid: the same expression in featureSelect and measureSelect. */
function fidOf(source: SelectSource, fidBase: bigint): string {
  const fidField = fidFieldOf(source.fields);
  return `${fidBase.toString()} + ${fidField ? sqliteIdent(fidField) : 'ROWID'}`;
}

export function featureSelect(source: SelectSource, target: SelectTarget): string {
  const geometry = sqliteIdent(source.geometryColumn);
  const subLayer =
    target.subLayer.from === 'value'
      ? sqliteLiteral(target.subLayer.value)
      : target.subLayer.from === 'field'
        ? `CAST(${sqliteIdent(target.subLayer.field)} AS TEXT)`
        : 'NULL';
  const columns = [
    `${target.layerId} AS layer_id`,
    `${target.fileId} AS file_id`,
    // Not named fid: GDAL would take a column so named for the result's own fid, not a field.
    `${fidOf(source, target.fidBase)} AS feature_id`,
    `${subLayer} AS sub_layer`,
    `${propertiesOf(propertyFields(source))} AS properties`,
    geometry,
  ];
  // Features without geometry cannot be drawn: they were never loaded.
  return `SELECT ${columns.join(', ')} FROM ${sqliteIdent(source.layer)} WHERE ${geometry} IS NOT NULL`;
}

/**
 * The SELECT of a layer whose geometries carry M (a route's own measures): each feature's fid,
 * the same as featureSelect gives it, and its geometry, for the measures table (see
 * FeatureBuilds.createMeasures).
 */
export function measureSelect(source: SelectSource, fidBase: bigint): string {
  const geometry = sqliteIdent(source.geometryColumn);
  return `SELECT ${fidOf(source, fidBase)} AS feature_id, ${geometry} FROM ${sqliteIdent(source.layer)} WHERE ${geometry} IS NOT NULL`;
}
