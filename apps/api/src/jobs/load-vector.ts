import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { loadVectorToStaging, type StagedTable } from '../processing/vector/load-vector.js';
import { refreshLayerFromFiles } from '../repositories/layer.repository.js';
import { firstFid, type JobContext, type LocalSource } from './job-context.js';
import { markReady } from './mark-ready.js';

export const STAGING_SCHEMA = 'staging';

/** The attributes as one jsonb, built from the columns (to_jsonb of the row would also encode the geometry). */
function propertiesOf(table: StagedTable) {
  const fields = table.fields.filter((f) => f !== table.styleField);
  // jsonb_build_object takes at most 100 arguments: 50 fields per call, joined with ||.
  const chunks: ReturnType<typeof sql>[] = [];
  for (let i = 0; i < fields.length; i += 50) {
    const pairs = fields.slice(i, i + 50).flatMap((f) => [sql`${f}::text`, sql`s.${sql.ref(f)}`]);
    chunks.push(sql`jsonb_build_object(${sql.join(pairs)})`);
  }
  if (table.styleField) chunks.push(sql`waymark_ogr_style(s.${sql.ref(table.styleField)})`);
  return chunks.length === 0 ? sql`'{}'::jsonb` : sql.join(chunks, sql` || `);
}

/**
 * One SELECT per staged table in the shape of `features`. The fid is the file's first fid plus
 * the table's offset plus the source fid: the same on every run, with no sort. The sub-layer is
 * the CAD layer, else the source layer when a file has several.
 */
function selectOf(table: StagedTable, offset: bigint, multiLayer: boolean) {
  const ref = sql.table(`${STAGING_SCHEMA}.${table.table}`);
  const subLayer = table.subLayerField
    ? sql`s.${sql.ref(table.subLayerField)}::text`
    : multiLayer
      ? sql`${table.sourceLayer}::text`
      : sql`null::text`;
  return sql`select ${offset.toString()}::bigint + s.ogc_fid as fid, ${subLayer} as sub_layer,
    ${propertiesOf(table)} as properties, s.geom from ${ref} s where s.geom is not null`;
}

/** Where each table's fids start, past the largest source fid of the tables before it. */
async function fidOffsets(
  ctx: JobContext,
  fileId: number,
  tables: StagedTable[],
): Promise<bigint[]> {
  const offsets: bigint[] = [];
  let next = firstFid(fileId);
  for (const table of tables) {
    offsets.push(next);
    const max = await sql<{ m: string | null }>`
      select max(ogc_fid)::text as m from ${sql.table(`${STAGING_SCHEMA}.${table.table}`)}`.execute(
      ctx.db,
    );
    next += BigInt(max.rows[0]?.m ?? '0') + 1n;
  }
  return offsets;
}

function unionOf(boxes: (readonly number[] | null)[]): number[] | null {
  const present = boxes.filter((b): b is readonly number[] => b !== null);
  if (present.length === 0) return null;
  return [
    Math.min(...present.map((b) => b[0]!)),
    Math.min(...present.map((b) => b[1]!)),
    Math.max(...present.map((b) => b[2]!)),
    Math.max(...present.map((b) => b[3]!)),
  ];
}

/** Vector files: ogr2ogr into staging tables, then one swap into the layer's features. */
export async function loadVector(ctx: JobContext, source: LocalSource): Promise<void> {
  const { file } = source;
  const timeoutMs = ctx.config.GDAL_TIMEOUT_SECONDS * 1000;
  await ctx.features.dropLeftovers(`f${file.id}_`, STAGING_SCHEMA);
  const staged = await loadVectorToStaging({
    path: source.path,
    epsg: file.epsg,
    databaseUrl: ctx.config.DATABASE_URL,
    schema: STAGING_SCHEMA,
    tablePrefix: `f${file.id}_${Date.now().toString(36)}`,
    timeoutMs,
    workDir: source.workDir,
  });
  try {
    const multiLayer = staged.tables.length > 1;
    const offsets = await fidOffsets(ctx, file.id, staged.tables);
    const union = staged.tables.map((t, i) => selectOf(t, offsets[i]!, multiLayer));
    const fill = (target: string) => sql`
      insert into ${sql.table(target)} (layer_id, file_id, fid, sub_layer, properties, geom)
      select ${file.layer_id}, ${file.id}, u.fid, u.sub_layer, u.properties, u.geom
      from (${sql.join(union, sql` union all `)}) u`;
    const attributes = [
      ...new Set(staged.tables.flatMap((t) => t.fields.filter((f) => f !== t.styleField))),
    ];
    const hasStyle = staged.tables.some((t) => t.styleField);
    const count = await ctx.features.replaceFileFeatures(
      file.layer_id,
      file.id,
      fill,
      async (trx: Db) => {
        // Sub-layers: CAD layer names need a look at the data; other sources' are their tables.
        const subLayers = staged.tables.some((t) => t.subLayerField)
          ? (
              await sql<{ s: string }>`
                select distinct sub_layer as s from features
                where layer_id = ${file.layer_id} and file_id = ${file.id} and sub_layer is not null
                order by 1`.execute(trx)
            ).rows.map((r) => r.s)
          : multiLayer
            ? staged.tables.map((t) => t.sourceLayer).sort()
            : [];
        const styleKeys = hasStyle
          ? await sql<{ k: string }>`
            select distinct jsonb_object_keys(properties) as k from features
            where layer_id = ${file.layer_id} and file_id = ${file.id}`.execute(trx)
          : { rows: [] };
        await markReady(trx, file.id, {
          attributes: [...new Set([...attributes, ...styleKeys.rows.map((r) => r.k)])].sort(),
          sub_layers: subLayers,
          bounds: unionOf(staged.tables.map((t) => t.bounds)),
        });
        await refreshLayerFromFiles(trx, file.layer_id, 'vector');
      },
    );
    await ctx.files.update(file.id, { feature_count: count });
  } finally {
    for (const table of staged.tables) {
      await sql`drop table if exists ${sql.table(`${STAGING_SCHEMA}.${table.table}`)}`.execute(
        ctx.db,
      );
    }
  }
}
