import { Readable } from 'node:stream';
import type { Db } from '../db/database.js';
import { BackupRepository } from '../repositories/backup.repository.js';
import type { Storage, StoredObject } from '../storage/storage.js';
import {
  backupFolder,
  manifestName,
  newBackupId,
  waymarkVersion,
  type BackupManifest,
} from './backup-manifest.js';
import type { BackupTarget } from './backup-target.js';
import { copyIntoBackup } from './copy-objects.js';
import { findPgTool, startPgDump, type RunningDump } from './postgres-tools.js';

export interface BackupSources {
  db: Db;
  databaseUrl: string;
  storage: Storage;
}

export interface BackupSummary {
  manifest: BackupManifest;
  location: string;
  /** Stored files the database refers to, and their bytes. */
  files: number;
  bytes: number;
  copied: number;
  copiedBytes: number;
  reused: number;
  seconds: number;
}

/** Streams pg_dump's archive into the target; a target that fails stops pg_dump. */
async function dumpInto(target: BackupTarget, name: string, dump: RunningDump) {
  const stored = target.put(name, dump.stdout);
  stored.catch(() => dump.kill());
  const [result] = await Promise.all([stored, dump.done]);
  return result;
}

/**
 * A backup that restores to one moment: pg_dump reads the snapshot a transaction exported, and
 * the list of stored files is read in that same snapshot, so that the files copied are exactly
 * those the dump refers to (files written later are not in it; files deleted since are still
 * copied, or the backup fails naming them). Files are copied after the dump, by content, so
 * that a later backup into the same place copies only new ones. The manifest is written last:
 * without one, a backup is unfinished and restore does not see it.
 */
export async function runBackup(
  sources: BackupSources,
  target: BackupTarget,
  now = new Date(),
): Promise<BackupSummary> {
  const started = performance.now();
  const repo = new BackupRepository(sources.db);
  const server = await repo.serverVersion();
  const pgDump = await findPgTool('pg_dump', server.major);
  const id = newBackupId(now);
  const dumpName = `${backupFolder(id)}/database.pgdump`;
  let dump: StoredObject;
  let copy: Awaited<ReturnType<typeof copyIntoBackup>>;
  try {
    const dumped = await repo.inExportedSnapshot(async (snapshot, refs) => ({
      refs,
      dump: await dumpInto(
        target,
        dumpName,
        startPgDump(pgDump.path, sources.databaseUrl, snapshot),
      ),
    }));
    dump = dumped.dump;
    copy = await copyIntoBackup(sources.storage, target, dumped.refs);
  } catch (err) {
    await target.delete([dumpName]).catch(() => undefined);
    throw err;
  }
  const manifest: BackupManifest = {
    format: 1,
    id,
    created_at: now.toISOString(),
    waymark_version: waymarkVersion(),
    database: {
      file: dumpName,
      size: dump.size,
      sha256: dump.sha256,
      server_version: server.text,
      pg_dump_major: pgDump.major,
    },
    files: copy.files,
    objects: { copied: copy.copied, reused: copy.reused },
  };
  await target.put(
    manifestName(id),
    Readable.from([Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)]),
  );
  return {
    manifest,
    location: target.label,
    files: copy.files.length,
    bytes: copy.files.reduce((sum, f) => sum + f.size, 0),
    copied: copy.copied,
    copiedBytes: copy.copiedBytes,
    reused: copy.reused,
    seconds: (performance.now() - started) / 1000,
  };
}
