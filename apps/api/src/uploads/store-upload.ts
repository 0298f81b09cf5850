import { randomUUID } from 'node:crypto';
import { isPointCloud, storedPointCloudDay } from '../processing/survey-date/read-survey-date.js';
import type { LayerFileRepository } from '../repositories/layer-file.repository.js';
import type { LayerRepository } from '../repositories/layer.repository.js';
import type { Storage } from '../storage/storage.js';
import { isProcessedAttachment } from '../processing/file-types.js';
import { contentTypeOf } from './content-type.js';
import type { PlannedFile } from './plan-upload.js';

/** A file moved to its layer's place; its row once recorded. What a failure undoes. */
export interface StoredFile {
  layerId: number;
  rowId: number | null;
  key: string;
}

/** The one type of data (vector, raster, photo) of the sources for a layer; null if none. */
export function sourceTypeOf(entries: readonly PlannedFile[]): string | null {
  const types = new Set(
    entries.filter((p) => p.role === 'source' && p.fileType !== 'zip').map((p) => p.fileType),
  );
  return types.size === 1 ? [...types][0]! : null;
}

/**
 * Sources go to the workers, and so do zips of attachments (to be unpacked) and IFC models
 * (converted to glb).
 */
function needsProcessing(entry: PlannedFile): boolean {
  return (
    entry.role === 'source' ||
    (entry.role === 'attachment' &&
      entry.fileType === 'attachment' &&
      isProcessedAttachment(entry.staged.name))
  );
}

/**
 * Moves each planned file from staging to its layer's place in storage, records it, and gives
 * untyped existing layers the type of their new data. `stored` tracks what to undo on a
 * failure. Answers the files to process, main files first.
 */
export async function storePlannedFiles(
  deps: { storage: Storage; files: LayerFileRepository; layers: LayerRepository },
  plan: readonly PlannedFile[],
  layerIdOf: (p: PlannedFile) => number,
  existing: ReadonlyMap<number, { type: string | null }>,
  uploadedBy: number | null,
  stored: StoredFile[],
): Promise<number[]> {
  const rowIds: number[] = [];
  // Main files before their companions, so that parent ids exist.
  const order = [...plan.keys()].sort(
    (a, b) => Number(plan[a]!.parent !== null) - Number(plan[b]!.parent !== null),
  );
  for (const index of order) {
    const entry = plan[index]!;
    const layerId = layerIdOf(entry);
    const key = `layers/${layerId}/${randomUUID()}/${entry.staged.name}`;
    const tracked: StoredFile = { layerId, rowId: null, key };
    stored.push(tracked);
    await deps.storage.move(entry.staged.stagingKey, key);
    // A point cloud is an attachment, never processed: its header's day is read here.
    const fileDay =
      entry.surveyDate === null && isPointCloud(entry.staged.name)
        ? await storedPointCloudDay(deps.storage, key)
        : null;
    const row = await deps.files.create({
      layer_id: layerId,
      parent_id: entry.parent === null ? null : rowIds[entry.parent]!,
      role: entry.role,
      file_type: entry.fileType,
      name: entry.staged.name,
      storage_key: key,
      size: entry.staged.size,
      sha256: entry.staged.sha256,
      content_type: contentTypeOf(entry.staged.name),
      epsg: entry.epsg,
      attach_all: entry.attach?.all ?? false,
      link_field: entry.attach?.field ?? null,
      link_value: entry.attach?.value ?? null,
      status: needsProcessing(entry) ? 'queued' : 'ready',
      progress: needsProcessing(entry) ? 0 : 100,
      uploaded_by: uploadedBy,
      // The uploader's date stands; processing reads the file's own only where none was given.
      survey_date: entry.surveyDate ?? fileDay,
      survey_date_source: entry.surveyDate !== null ? 'user' : fileDay !== null ? 'file' : null,
    });
    tracked.rowId = row.id;
    rowIds[index] = row.id;
  }
  for (const [layerId, { type }] of existing) {
    const uploaded = sourceTypeOf(
      plan.filter((p) => p.layer.kind === 'existing' && p.layer.id === layerId),
    );
    if (type === null && uploaded !== null) await deps.layers.setTypeIfUnset(layerId, uploaded);
  }
  return order.filter((index) => needsProcessing(plan[index]!)).map((index) => rowIds[index]!);
}
