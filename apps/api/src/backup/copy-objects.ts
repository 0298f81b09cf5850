import type { StoredFileRef } from '../repositories/backup.repository.js';
import type { Storage } from '../storage/storage.js';
import { BackupError } from './backup-error.js';
import { isSha256, objectName, type BackupManifest } from './backup-manifest.js';
import type { BackupTarget } from './backup-target.js';

/** Object stores answer many small requests faster side by side; a disk does not mind. */
const PARALLEL = 4;

export type ManifestFile = BackupManifest['files'][number];

/** Runs `work` on every item, `limit` at a time; throws the first failure once all have ended. */
async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    while (failures.length === 0 && next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item).catch((err: unknown) => failures.push(err));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failures.length) throw failures[0];
}

/** A list for a message: the first few, and how many more. */
function listed(lines: string[]): string {
  const shown = lines.slice(0, 20).map((l) => `\n  ${l}`);
  return shown.join('') + (lines.length > 20 ? `\n  … and ${lines.length - 20} more` : '');
}

export interface CopyOutcome {
  files: ManifestFile[];
  /** Distinct contents written by this backup, and their bytes. */
  copied: number;
  copiedBytes: number;
  /** Distinct contents an earlier backup had already written. */
  reused: number;
}

/**
 * Copies the stored files into the backup by content: once per digest, and not at all when an
 * earlier backup holds it already (same name, same size). What is written is checked against
 * the digest the database recorded.
 */
export async function copyIntoBackup(
  storage: Storage,
  target: BackupTarget,
  refs: readonly StoredFileRef[],
): Promise<CopyOutcome> {
  const unrecorded = refs.filter((r) => !isSha256(r.sha256)).map((r) => r.key);
  if (unrecorded.length)
    throw new BackupError(`the database records no SHA-256 for:${listed(unrecorded)}`);
  const byDigest = new Map(refs.map((r) => [r.sha256, r]));
  // What earlier backups wrote, in one listing: not a request per file (an S3 HEAD each).
  const held = new Map<string, number>();
  for await (const object of target.list('objects')) held.set(object.key, object.size);
  const sizes = new Map<string, number>();
  const missing: string[] = [];
  const mismatched: string[] = [];
  const outcome: CopyOutcome = { files: [], copied: 0, copiedBytes: 0, reused: 0 };
  await forEachLimited([...byDigest.values()], PARALLEL, async (ref) => {
    const name = objectName(ref.sha256);
    const size = held.get(name);
    if (size !== undefined && (ref.size === null || size === ref.size)) {
      sizes.set(ref.sha256, size);
      outcome.reused += 1;
      return;
    }
    if ((await storage.size(ref.key)) === null) {
      missing.push(ref.key);
      return;
    }
    const stored = await target.put(name, await storage.get(ref.key));
    if (stored.sha256 !== ref.sha256) {
      await target.delete([name]);
      mismatched.push(`${ref.key}: recorded ${ref.sha256}, read ${stored.sha256}`);
      return;
    }
    sizes.set(ref.sha256, stored.size);
    outcome.copied += 1;
    outcome.copiedBytes += stored.size;
  });
  if (mismatched.length) {
    throw new BackupError(
      `stored files that do not match the SHA-256 the database recorded:${listed(mismatched)}`,
    );
  }
  if (missing.length) {
    throw new BackupError(
      `stored files the database refers to are gone (deleted while the backup ran?); run the ` +
        `backup again, the files it copied are kept and reused:${listed(missing)}`,
    );
  }
  outcome.files = refs.map((r) => ({ key: r.key, size: sizes.get(r.sha256)!, sha256: r.sha256 }));
  return outcome;
}

/**
 * Copies the backup's files into the (empty) storage, each checked against its digest and
 * size in the manifest; every file that fails is named, and none of them is left stored.
 */
export async function copyFromBackup(
  target: BackupTarget,
  storage: Storage,
  files: readonly ManifestFile[],
): Promise<number> {
  let bytes = 0;
  const missing: string[] = [];
  const mismatched: string[] = [];
  await forEachLimited(files, PARALLEL, async (file) => {
    const name = objectName(file.sha256);
    if ((await target.size(name)) === null) {
      missing.push(`${file.key} (${name})`);
      return;
    }
    const stored = await storage.put(file.key, await target.get(name));
    if (stored.sha256 !== file.sha256 || stored.size !== file.size) {
      await storage.delete([file.key]);
      mismatched.push(
        `${file.key}: expected SHA-256 ${file.sha256} (${file.size} bytes), ` +
          `read ${stored.sha256} (${stored.size} bytes) from ${name}`,
      );
      return;
    }
    bytes += stored.size;
  });
  if (mismatched.length)
    throw new BackupError(`files that do not match their digest:${listed(mismatched)}`);
  if (missing.length) throw new BackupError(`files missing from the backup:${listed(missing)}`);
  return bytes;
}
