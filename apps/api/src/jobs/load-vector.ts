import { directDatabaseUrl } from '../config.js';
import { loadVectorFile } from '../processing/vector/load-vector.js';
import { firstFid, type JobContext, type LocalSource } from './job-context.js';

/**
 * Vector files: ogr2ogr builds the file's features in a table of their own, off-line; one short
 * transaction then swaps it in as the file's partition with the file's and layer's metadata (and
 * the file's lines with M, for routes).
 */
export async function loadVector(ctx: JobContext, source: LocalSource): Promise<void> {
  const { file } = source;
  const loaded = await loadVectorFile(ctx.featureBuilds, {
    path: source.path,
    epsg: file.epsg,
    // ogr2ogr's own libpq session: on the primary itself, not through a pooler.
    databaseUrl: directDatabaseUrl(ctx.config),
    layerId: file.layer_id,
    fileId: file.id,
    firstFid: firstFid(file.id),
    timeoutMs: ctx.config.GDAL_TIMEOUT_SECONDS * 1000,
    workDir: source.workDir,
  });
  if (loaded.warnings.length > 0) {
    ctx.log.info({ fileId: file.id, warnings: loaded.warnings.slice(0, 20) }, 'ogr2ogr warnings');
  }
  try {
    await ctx.features.swapIn(
      loaded.table,
      file.layer_id,
      file.id,
      (trx) =>
        ctx.processed.ready(
          file,
          {
            attributes: loaded.attributes,
            sub_layers: loaded.subLayers,
            bounds: loaded.bounds,
            feature_count: loaded.featureCount,
          },
          'vector',
          trx,
        ),
      loaded.measures,
    );
  } finally {
    // Swapped in, it has another name; otherwise it goes. The measures were copied.
    await ctx.featureBuilds.drop(loaded.table);
    if (loaded.measures) await ctx.featureBuilds.drop(loaded.measures);
  }
}
