import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { baseNameOf } from '../processing/companions.js';
import { isIfcFile } from '../processing/file-types.js';
import { ProcessingError } from '../processing/processing-error.js';
import { extractZip, type ZipAttachment, type ZipGeodata } from '../processing/zip/safe-zip.js';
import type { LayerFileRow, NewLayerFile } from '../repositories/layer-file.repository.js';
import { contentTypeOf } from '../uploads/content-type.js';
import type { Loader } from './file-processor.js';
import type { JobContext } from './job-context.js';

/**
 * Zips: checked and extracted safely; their geodata becomes child source files processed
 * right here, their sub-folders attachments linked by folder name (to the features whose
 * attachment field has that value). A zip uploaded as an attachment holds attachments only.
 */
export const unpackZip: Loader = async (ctx, source, processor) => {
  const { file } = source;
  await removePreviousChildren(ctx, file);
  const contents = await extractZip(source.path, path.join(source.workDir, 'zip'));
  const attachmentsOnly = file.file_type === 'attachment';
  const mains = attachmentsOnly
    ? []
    : contents.geodata.filter((g) => ['vector', 'raster', 'photo'].includes(g.kind));
  const looseFiles = attachmentsOnly
    ? contents.geodata
    : contents.geodata.filter((g) => g.kind === 'other');
  if (mains.length === 0 && contents.attachments.length === 0 && looseFiles.length === 0) {
    throw new ProcessingError('GDAL_COMPATIBLE', 'The zip holds no files that can be used.');
  }

  const children: number[] = [];
  for (const main of mains) {
    const row = await storeChild(ctx, file, main, {
      role: 'source',
      file_type: main.kind,
      parent_id: file.id,
      epsg: file.epsg,
    });
    const base = baseNameOf(main.path).toLowerCase();
    const companions = contents.geodata.filter(
      (g) =>
        g.kind === 'companion' &&
        baseNameOf(g.path).toLowerCase() === base &&
        path.dirname(g.path) === path.dirname(main.path),
    );
    for (const companion of companions) {
      await storeChild(ctx, file, companion, {
        role: 'companion',
        file_type: main.kind,
        parent_id: row.id,
        epsg: file.epsg,
      });
    }
    children.push(row.id);
  }
  const models: number[] = [];
  for (const item of [...contents.attachments, ...looseFiles]) {
    const folder = 'directory' in item ? item.directory : null;
    const row = await storeAttachment(ctx, file, item, folder);
    if (row.status === 'queued') models.push(row.id);
  }

  for (const childId of children) await processor.process(childId);
  const results = await Promise.all(children.map((id) => ctx.files.findById(id)));
  const failed = results.filter((r) => r?.status === 'error');
  if (children.length > 0 && failed.length === children.length) {
    const first = failed[0]!;
    await ctx.files.update(file.id, {
      status: 'error',
      progress: 100,
      error_code: first.error_code,
      error_detail: `${first.name}: ${first.error_detail ?? ''}`,
    });
    return;
  }
  // An IFC that cannot be converted keeps its own error; the zip's other files stand.
  for (const modelId of models) await processor.process(modelId);
  await ctx.processed.zipReady(file, mains[0]?.kind);
};

async function storeChild(
  ctx: JobContext,
  zip: LayerFileRow,
  item: ZipGeodata | ZipAttachment,
  values: Pick<NewLayerFile, 'role' | 'file_type' | 'parent_id' | 'epsg'> & Partial<NewLayerFile>,
): Promise<LayerFileRow> {
  if (!item.absolutePath) throw new Error(`not extracted: ${item.path}`);
  const name = item.path.split('/').pop() ?? item.path;
  const key = `layers/${zip.layer_id}/${randomUUID()}/${name}`;
  const stored = await ctx.storage.put(key, createReadStream(item.absolutePath));
  return ctx.files.create({
    layer_id: zip.layer_id,
    name: item.path,
    storage_key: key,
    size: stored.size,
    sha256: stored.sha256,
    content_type: contentTypeOf(name),
    status: values.role === 'source' ? 'queued' : 'ready',
    progress: values.role === 'source' ? 0 : 100,
    uploaded_by: zip.uploaded_by,
    ...values,
  });
}

/** Linked by folder name when in a folder, else by the zip's own attach target. */
function storeAttachment(
  ctx: JobContext,
  zip: LayerFileRow,
  item: ZipGeodata | ZipAttachment,
  folder: string | null,
) {
  return storeChild(ctx, zip, item, {
    role: 'attachment',
    file_type: 'attachment',
    parent_id: zip.id,
    epsg: null,
    ...(folder === null
      ? { attach_all: zip.attach_all, link_field: zip.link_field, link_value: zip.link_value }
      : { link_field: null, link_value: folder }),
    ...(isIfcFile(item.path) ? { status: 'queued' as const, progress: 0 } : {}),
  });
}

/** A retried zip starts clean: what an interrupted attempt stored goes first. */
async function removePreviousChildren(ctx: JobContext, zip: LayerFileRow): Promise<void> {
  const previous = (await ctx.files.children(zip.id)).filter((c) => c.role !== 'companion');
  if (previous.length === 0) return;
  for (const child of previous) await ctx.features.dropFile(zip.layer_id, child.id);
  const { keys } = await ctx.files.delete(
    zip.layer_id,
    previous.map((c) => c.id),
  );
  await ctx.storage.delete(keys);
}
