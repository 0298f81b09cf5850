import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { elevationChange } from '../processing/earthworks/difference.js';
import { ProcessingError } from '../processing/processing-error.js';
import type { ElevationChangeSpec } from '../services/earthworks/elevation-change.service.js';
import type { Loader } from './file-processor.js';
import type { JobContext } from './job-context.js';
import { loadRaster } from './load-raster.js';

const REMOVED = 'A survey the elevation change is made from was removed';

/** The analysis COGs of a survey's files, where GDAL reads them; RELATED_FILE if one is gone. */
async function surveyPaths(ctx: JobContext, fileIds: readonly number[], dir: string) {
  return Promise.all(
    fileIds.map(async (id, i) => {
      const file = await ctx.files.findById(id);
      const derived = file ? await ctx.files.children(id) : [];
      const analysis =
        derived.find((d) => d.file_type === 'analysis') ??
        derived.find((d) => d.file_type === 'cog');
      if (!file || file.status !== 'ready' || !analysis)
        throw new ProcessingError('RELATED_FILE', REMOVED);
      return (
        ctx.storage.localPath(analysis.storage_key) ??
        (await ctx.storage.localCopy(
          analysis.storage_key,
          path.join(dir, `${id}-${i}`),
          'survey.tif',
        ))
      );
    }),
  );
}

/**
 * An elevation change (a source file holding what to compare, see ElevationChangeService): the
 * difference computed into a GeoTIFF, which then becomes the file (a raster like any upload, so
 * that a retry or re-processing needs nothing else), and is processed as one. Inputs removed
 * before the end: RELATED_FILE, and nothing of the difference is stored.
 */
export const loadDifference: Loader = async (ctx, source, processor) => {
  const spec = JSON.parse(await readFile(source.path, 'utf8')) as ElevationChangeSpec;
  const inputs = path.join(source.workDir, 'inputs');
  const earlier = await surveyPaths(ctx, spec.earlier.file_ids, inputs);
  const later = await surveyPaths(ctx, spec.later.file_ids, inputs);
  const outDir = path.join(source.workDir, 'difference');
  await mkdir(outDir, { recursive: true });
  const name = `elevation-change-${spec.earlier.survey_date ?? spec.earlier.layer_id}-${spec.later.survey_date ?? spec.later.layer_id}.tif`;
  const outPath = path.join(outDir, name);
  await elevationChange({
    earlier,
    later,
    outPath,
    workDir: outDir,
    timeoutMs: ctx.config.GDAL_TIMEOUT_SECONDS * 1000,
  });
  // Removed while it ran: the difference is of surveys that no longer exist.
  await surveyPaths(ctx, [...spec.earlier.file_ids, ...spec.later.file_ids], inputs);
  const key = `layers/${source.file.layer_id}/${randomUUID()}/${name}`;
  const stored = await ctx.storage.put(key, createReadStream(outPath));
  const file = {
    ...source.file,
    name,
    storage_key: key,
    file_type: 'raster',
    size: stored.size,
    sha256: stored.sha256,
    content_type: 'image/tiff',
  };
  await ctx.files.update(source.file.id, {
    name,
    storage_key: key,
    file_type: 'raster',
    size: stored.size,
    sha256: stored.sha256,
    content_type: 'image/tiff',
  });
  await ctx.storage.delete([source.file.storage_key]);
  await loadRaster(ctx, { ...source, file, path: outPath }, processor);
};
