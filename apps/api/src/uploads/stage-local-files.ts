import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Storage } from '../storage/storage.js';
import {
  safeFileName,
  type ReceivedUpload,
  type StagedFile,
  type UploadField,
} from './receive-parts.js';

/**
 * Files from the local disk staged as receiveParts stages uploaded parts — copied into
 * storage under a staging key, with their SHA-256 — beside the per-file form fields: an upload
 * the commit takes like any other. On any failure the staged files are removed.
 */
export async function stageLocalFiles(
  storage: Storage,
  filePaths: readonly string[],
  fields: Record<UploadField, string[]>,
): Promise<ReceivedUpload> {
  const files: StagedFile[] = [];
  try {
    for (const filePath of filePaths) {
      const name = safeFileName(path.basename(filePath));
      if (!name) throw new Error(`Invalid file name: ${JSON.stringify(filePath)}`);
      const stagingKey = `staging/${randomUUID()}`;
      files.push({
        name,
        stagingKey,
        ...(await storage.putFile(stagingKey, filePath)),
      });
    }
  } catch (err) {
    await storage.delete(files.map((f) => f.stagingKey)).catch(() => undefined);
    throw err;
  }
  return { files, fields, resumableIds: [] };
}
