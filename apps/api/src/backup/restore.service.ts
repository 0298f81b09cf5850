import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db/database.js';
import { BackupRepository } from '../repositories/backup.repository.js';
import type { Storage } from '../storage/storage.js';
import { BackupError } from './backup-error.js';
import { backupManifest, manifestName, type BackupManifest } from './backup-manifest.js';
import type { BackupTarget } from './backup-target.js';
import { copyFromBackup } from './copy-objects.js';
import { findPgTool, runPgRestore } from './postgres-tools.js';

export interface RestoreDestination {
  db: Db;
  databaseUrl: string;
  storage: Storage;
  /** For messages: where the files go (STORAGE_DIR, or the bucket). */
  storageLabel: string;
  /** Where the dump is fetched to for pg_restore. */
  workDir: string;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  location: string;
  database: string;
  files: number;
  bytes: number;
  seconds: number;
}

/** The id of the newest finished backup (one with a manifest) in the target. */
async function latestBackup(target: BackupTarget): Promise<string> {
  let latest: string | undefined;
  for await (const { key } of target.list('backups')) {
    const id = /^backups\/([^/]+)\/manifest\.json$/.exec(key)?.[1];
    if (id && (!latest || id > latest)) latest = id;
  }
  if (!latest) throw new BackupError(`no finished backup in ${target.label}`);
  return latest;
}

async function readManifest(target: BackupTarget, id: string): Promise<BackupManifest> {
  const name = manifestName(id);
  if ((await target.size(name)) === null)
    throw new BackupError(`no backup ${id} in ${target.label}`);
  const chunks: Buffer[] = [];
  for await (const chunk of await target.get(name)) chunks.push(chunk as Buffer);
  let parsed;
  try {
    parsed = backupManifest.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
  } catch (err) {
    throw new BackupError(`${name} in ${target.label} is not JSON: ${(err as Error).message}`);
  }
  if (!parsed.success || parsed.data.id !== id) {
    throw new BackupError(`${name} in ${target.label} is not a Waymark backup manifest`);
  }
  return parsed.data;
}

/** Restore writes nothing over anything: the database and the storage must both be empty. */
async function refuseUnlessEmpty(repo: BackupRepository, to: RestoreDestination): Promise<void> {
  const relations = await repo.userRelations();
  if (relations.count > 0) {
    const more = relations.count > relations.names.length ? ', …' : '';
    throw new BackupError(
      `restore needs an empty database, and ${await repo.databaseName()} holds ` +
        `${relations.count} tables, views or sequences (${relations.names.join(', ')}${more}): ` +
        `create a new database (createdb) and point DATABASE_URL at it`,
    );
  }
  for await (const { key } of to.storage.list('')) {
    throw new BackupError(
      `restore needs empty file storage, and ${to.storageLabel} holds files (${key}, …): ` +
        `point STORAGE_DIR (or S3_BUCKET) at an empty place`,
    );
  }
}

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every file the restored database refers to must be one the backup held, with its digest. */
async function checkReferences(repo: BackupRepository, manifest: BackupManifest): Promise<void> {
  const held = new Map(manifest.files.map((f) => [f.key, f.sha256]));
  const wrong = (await repo.storedFiles()).filter((r) => held.get(r.key) !== r.sha256);
  if (wrong.length) {
    throw new BackupError(
      `the restored database refers to files the backup does not hold: ` +
        wrong.map((r) => r.key).join(', '),
    );
  }
}

/**
 * Restores a backup (the newest, unless `backupId`) into an empty database and empty storage:
 * the dump's digest first, then the files, each checked against its digest, then the database in
 * one transaction, last, so that an app finding a restored database finds its files too.
 */
export async function runRestore(
  to: RestoreDestination,
  target: BackupTarget,
  backupId?: string,
): Promise<RestoreSummary> {
  const started = performance.now();
  const manifest = await readManifest(target, backupId ?? (await latestBackup(target)));
  const repo = new BackupRepository(to.db);
  await refuseUnlessEmpty(repo, to);
  const server = await repo.serverVersion();
  const pgRestore = await findPgTool(
    'pg_restore',
    Math.max(server.major, manifest.database.pg_dump_major),
  );
  await mkdir(to.workDir, { recursive: true });
  const work = await mkdtemp(path.join(to.workDir, 'restore-'));
  try {
    if ((await target.size(manifest.database.file)) === null)
      throw new BackupError(`the database dump ${manifest.database.file} is missing`);
    const archive = await target.localCopy(manifest.database.file, work, 'database.pgdump');
    const digest = await sha256OfFile(archive);
    if (digest !== manifest.database.sha256) {
      throw new BackupError(
        `the database dump ${manifest.database.file} does not match its digest: expected ` +
          `${manifest.database.sha256}, read ${digest}`,
      );
    }
    const bytes = await copyFromBackup(target, to.storage, manifest.files);
    await runPgRestore(pgRestore.path, to.databaseUrl, archive);
    await checkReferences(repo, manifest);
    return {
      manifest,
      location: target.label,
      database: await repo.databaseName(),
      files: manifest.files.length,
      bytes,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
