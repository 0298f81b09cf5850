import { uploadFormData, type FileSource } from '../uploadForm.js';
import type { UploadRow } from '../uploadRules.js';
import { LAYER_UPLOAD_PATH, MAP_UPLOAD_PATH, sendMultipart } from './multipartUpload.js';
import {
  forgetUpload,
  RESUMABLE_THRESHOLD,
  sendResumable,
  type ResumableProgress,
  type ResumableTarget,
} from './resumableUpload.js';

export type UploadDestination = { kind: 'map'; id: number } | { kind: 'layer'; id: number };

export interface FileProgress extends ResumableProgress {
  name: string;
}

export interface SendRequest {
  destination: UploadDestination;
  rows: readonly UploadRow[];
  files: ReadonlyMap<string, File>;
  signal: AbortSignal;
  onProgress(progress: FileProgress): void;
}

/** Large files go by tus first; the others travel in the commit request itself. */
export const isResumable = (file: Blob) => file.size > RESUMABLE_THRESHOLD;

/**
 * Where each byte of the multipart body belongs: the small files in the table's order, so that
 * the request's progress tells each file's. (Part headers are a few hundred bytes: the share of
 * the body is close enough.)
 */
export function spreadMultipartProgress(
  sizes: readonly { name: string; size: number }[],
  loaded: number,
  total: number | null,
): Map<string, number> {
  const bytes = sizes.reduce((sum, file) => sum + file.size, 0);
  const sent = total && total > 0 ? Math.min(bytes, (loaded / total) * bytes) : 0;
  const out = new Map<string, number>();
  let offset = 0;
  for (const file of sizes) {
    out.set(file.name, Math.max(0, Math.min(file.size, sent - offset)));
    offset += file.size;
  }
  return out;
}

/**
 * Sends an upload: each large file by the resumable protocol, one after another (a site link
 * is better used by one stream), then the multipart request (section 7) that carries the small
 * files and commits the large ones by their upload ids. Answers the server's body; a failure is
 * thrown (ApiError for an answer, tus's error for a resumable transfer, UploadAbortedError).
 */
export async function sendUpload(request: SendRequest): Promise<unknown> {
  const { destination, rows, files, signal, onProgress } = request;
  const target: ResumableTarget = `${destination.kind}:${destination.id}`;
  const sources = new Map<string, FileSource>();
  const small: { name: string; size: number }[] = [];
  for (const row of rows) {
    const file = files.get(row.name);
    if (!file) throw new Error(`no file for ${row.name}`);
    if (!isResumable(file)) {
      sources.set(row.name, { file });
      small.push({ name: row.name, size: file.size });
      continue;
    }
    const id = await sendResumable(
      file,
      target,
      (progress) => onProgress({ name: row.name, ...progress }),
      signal,
    );
    sources.set(row.name, { resumableId: id });
  }
  const body = await sendMultipart({
    path: destination.kind === 'map' ? MAP_UPLOAD_PATH : LAYER_UPLOAD_PATH,
    id: destination.id,
    form: uploadFormData(rows, sources, destination.kind === 'map'),
    signal,
    onProgress: (loaded, total) => {
      for (const [name, sent] of spreadMultipartProgress(small, loaded, total)) {
        onProgress({ name, sent, resumedAt: 0, retrying: false });
      }
    },
  });
  // Committed: the server took the resumable uploads over; nothing is left to resume.
  await Promise.all(
    rows.flatMap((row) => {
      const file = files.get(row.name);
      return file && isResumable(file) ? [forgetUpload(file, target)] : [];
    }),
  );
  return body;
}
