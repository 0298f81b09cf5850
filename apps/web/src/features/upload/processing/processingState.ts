import type { LayerStatus } from '@waymark/contract';
import { ATTACHMENT, type UploadRow } from '../uploadRules.js';

/** A file being watched after the upload: which layer it went to. */
export interface WatchedFile {
  name: string;
  layerId: number;
  layerName: string;
  /** Attachments are stored as they are: ready once uploaded, never in the layer's status. */
  attachment: boolean;
}

export type FileState = Pick<
  LayerStatus['files'][number],
  'status' | 'progress' | 'error_code' | 'error'
>;

const BUSY = new Set<string>(['queued', 'processing']);
export const isBusy = (status: string) => BUSY.has(status);

/**
 * The files to watch after a general upload, by the map the server answered: a file sent to
 * an existing layer keeps its id; a new layer is the one of that name the map did not have.
 */
export function watchedFiles(
  rows: readonly UploadRow[],
  layersBefore: ReadonlySet<number>,
  layersAfter: readonly { id: number; name: string }[],
): WatchedFile[] {
  const created = (name: string) =>
    layersAfter
      .filter((layer) => layer.name === name && !layersBefore.has(layer.id))
      .sort((a, b) => b.id - a.id)[0];
  return rows.flatMap((row) => {
    if (row.parent !== null || !row.layer) return [];
    const layer = 'id' in row.layer ? row.layer : created(row.layer.newName);
    if (!layer) return [];
    return [
      {
        name: row.name,
        layerId: layer.id,
        layerName: layer.name,
        attachment: row.fileType === ATTACHMENT,
      },
    ];
  });
}

/** The state of a file in its layer's status: the newest source file of that name. */
export function stateOf(status: LayerStatus | undefined, name: string): FileState | undefined {
  return status?.files.filter((file) => file.name === name).sort((a, b) => b.id - a.id)[0];
}

/** Still something to wait for: a layer with a file queued or being processed. */
export function anyBusy(statuses: readonly LayerStatus[] | undefined): boolean {
  return !!statuses?.some((layer) => layer.files.some((file) => isBusy(file.status)));
}
