import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { loadVectorToStaging, type StagedTable } from '../processing/vector/load-vector.js';
import { refreshLayerFromFiles } from '../repositories/layer.repository.js';
import { firstFid, type JobContext, type LocalSource } from './job-context.js';
import { markReady } from './mark-ready.js';

export const STAGING_SCHEMA = 'staging';

/** One SELECT per staged table giving the `features` columns; sub_layer is the CAD layer, else the source layer. */
function selectOf(table: StagedTable, index: number, multiLayer: boolean) {
  const ref = sql.table(`${STAGING_SCHEMA}.${table.table}`);
  const subLayer = table.subLayerField
    ? sql`s.${sql.ref(table.subLayerField)}::text`
    : multiLayer
      ? sql`${table.sourceLayer}::text`
      : sql`null::text`;
  let properties = sql`to_jsonb(s) - 'geom' - 'ogc_fid'`;
  if (table.styleField) {
    properties = sql`(${properties} - ${table.styleField}) || waymark_ogr_style(s.${sql.ref(table.styleField)})`;
  }
  return sql`select ${index}::int as t, s.ogc_fid, ${subLayer} as sub_layer, ${properties} as properties, s.geom
    from ${ref} s where s.geom is not null`;
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
    const union = staged.tables.map((t, i) => selectOf(t, i, multiLayer));
    const fill = (target: string) => sql`
      insert into ${sql.table(target)} (layer_id, file_id, fid, sub_layer, properties, geom)
      select ${file.layer_id}, ${file.id}, ${firstFid(file.id).toString()}::bigint + row_number() over (order by u.t, u.ogc_fid),
             u.sub_layer, u.properties, u.geom
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
        const subLayers = await sql<{ s: string }>`
        select distinct sub_layer as s from features
        where layer_id = ${file.layer_id} and file_id = ${file.id} and sub_layer is not null order by 1`.execute(
          trx,
        );
        const styleKeys = hasStyle
          ? await sql<{ k: string }>`
            select distinct jsonb_object_keys(properties) as k from features
            where layer_id = ${file.layer_id} and file_id = ${file.id}`.execute(trx)
          : { rows: [] };
        await markReady(trx, file.id, {
          attributes: [...new Set([...attributes, ...styleKeys.rows.map((r) => r.k)])].sort(),
          sub_layers: subLayers.rows.map((r) => r.s),
          bounds: await ctx.features.fileBounds(file.layer_id, file.id, trx),
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
