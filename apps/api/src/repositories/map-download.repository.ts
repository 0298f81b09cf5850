import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Box } from '../tiles/tile-math.js';

/** Which features of one layer a download takes, as its tiles would show them. */
export interface DownloadFilter {
  layerId: number;
  /** EPSG:3857: features are cut at it (layer bounds, share bounds, the view); null for all. */
  clip: Box | null;
  /** Only these CAD sub-layers; null for all. */
  subLayers: readonly string[] | null;
}

/** A jsonb property as a GeoPackage column. */
export interface DownloadColumn {
  key: string;
  type: 'double precision' | 'boolean' | 'text';
}

/** Column types from the jsonb types a key takes: one kind of scalar keeps it, else text. */
function columnType(types: readonly string[]): DownloadColumn['type'] {
  const kinds = types.filter((t) => t !== 'null');
  if (kinds.length === 1 && kinds[0] === 'number') return 'double precision';
  if (kinds.length === 1 && kinds[0] === 'boolean') return 'boolean';
  return 'text';
}

// ogr2ogr takes one SQL text, not bound parameters: values are written as literals, checked.
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const identifier = (text: string) => `"${text.replace(/"/g, '""')}"`;
function num(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return String(value);
}

function envelopeText(box: Box): string {
  return `st_makeenvelope(${num(box.minX)}, ${num(box.minY)}, ${num(box.maxX)}, ${num(box.maxY)}, 3857)`;
}

function conditionsText({ layerId, clip, subLayers }: DownloadFilter): string {
  if (!Number.isInteger(layerId)) throw new Error('layer id must be an integer');
  const conditions = [`f.layer_id = ${layerId}`];
  if (clip) conditions.push(`st_intersects(f.geom, ${envelopeText(clip)})`);
  if (subLayers) {
    const list = subLayers.map(literal).join(', ');
    conditions.push(subLayers.length > 0 ? `f.sub_layer in (${list})` : 'false');
  }
  return conditions.join(' and ');
}

/**
 * The map data download: which layers have features in the area, their properties' columns,
 * and the SQL that ogr2ogr runs against PostGIS for each (read-only, see MapDownloadService).
 */
export class MapDownloadRepository {
  constructor(private readonly db: Db) {}

  async hasFeatures(filter: DownloadFilter): Promise<boolean> {
    const result = await sql<{ found: boolean }>`select exists (
      select 1 from features f where ${sql.raw(conditionsText(filter))}) as found`.execute(this.db);
    return result.rows[0]?.found ?? false;
  }

  /** Every property key of the features in the filter, with the column type its values allow. */
  async columnsOf(filter: DownloadFilter): Promise<DownloadColumn[]> {
    const result = await sql<{ key: string; types: string[] }>`
      select p.key, array_agg(distinct jsonb_typeof(p.value)) as types
      from features f, jsonb_each(f.properties) p
      where ${sql.raw(conditionsText(filter))}
      group by p.key order by p.key`.execute(this.db);
    return result.rows.map((r) => ({ key: r.key, type: columnType(r.types) }));
  }

  /**
   * One layer's features for ogr2ogr: `fid`, each property as a column (`names` are the
   * columns' unique names, in the order of `columns`), `sub_layer` for CAD layers, and the
   * geometry in EPSG:4326, cut at the clip box (ST_ClipByBox2D, as the tiles: fast and tolerant).
   */
  exportSql(
    filter: DownloadFilter,
    columns: readonly DownloadColumn[],
    names: readonly string[],
    withSubLayer: boolean,
  ): string {
    const values = columns.map((c, i) => {
      const value =
        c.type === 'text'
          ? `f.properties ->> ${literal(c.key)}`
          : `(f.properties ->> ${literal(c.key)})::${c.type}`;
      // A number or boolean key may still hold null; casting null is null.
      return `${value} as ${identifier(names[i]!)}`;
    });
    const geom = filter.clip
      ? `case when f.geom @ ${envelopeText(filter.clip)} then f.geom
          else st_clipbybox2d(f.geom, ${envelopeText(filter.clip)}) end`
      : 'f.geom';
    const select = [
      'f.fid as fid',
      ...values,
      ...(withSubLayer ? ['f.sub_layer as sub_layer'] : []),
      `st_transform(${geom}, 4326) as geom`,
    ];
    return `select * from (select ${select.join(', ')} from features f
      where ${conditionsText(filter)}) t where not st_isempty(t.geom) order by t.fid`;
  }
}
