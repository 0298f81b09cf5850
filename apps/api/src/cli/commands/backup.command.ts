import path from 'node:path';
import { openBackupTarget } from '../../backup/backup-target.js';
import { runBackup, type BackupSummary } from '../../backup/backup.service.js';
import { runRestore, type RestoreSummary } from '../../backup/restore.service.js';
import { directDatabaseUrl, type Config } from '../../config.js';
import { createDb } from '../../db/database.js';
import { createStorage } from '../../storage/create-storage.js';
import { parse, UsageError } from '../args.js';

const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MiB`;

function location(positionals: string[], usage: string): string {
  if (positionals.length !== 1) throw new UsageError(`give one location: ${usage}`);
  return positionals[0]!;
}

export function describeBackup(s: BackupSummary): string {
  const { manifest: m } = s;
  return [
    `Backup ${m.id} written to ${s.location} (Waymark ${m.waymark_version}):`,
    `  database: ${mib(m.database.size)} dump of PostgreSQL ${m.database.server_version}, sha256 ${m.database.sha256}`,
    `  files: ${s.files} (${mib(s.bytes)}); of their ${s.copied + s.reused} distinct contents ` +
      `${s.copied} copied (${mib(s.copiedBytes)}), ${s.reused} already there from earlier backups`,
    `  took ${s.seconds.toFixed(1)} s`,
  ].join('\n');
}

export function describeRestore(s: RestoreSummary): string {
  const { manifest: m } = s;
  return [
    `Restored backup ${m.id} of ${m.created_at} (Waymark ${m.waymark_version}) from ${s.location}:`,
    `  database ${s.database}: ${mib(m.database.size)} dump, digest checked, restored`,
    `  files: ${s.files} (${mib(s.bytes)}), every SHA-256 checked`,
    `  took ${s.seconds.toFixed(1)} s`,
  ].join('\n');
}

/**
 * `backup <dir-or-s3-url>`: the database as it is (not migrated first) and its files. On the
 * primary itself: pg_dump joins the snapshot a session exported, which no pooler keeps.
 */
export async function backupCommand(config: Config, argv: string[]): Promise<string> {
  const { positionals } = parse(argv, {});
  const target = openBackupTarget(location(positionals, 'backup <dir-or-s3-url>'), config);
  const db = createDb(directDatabaseUrl(config), 2);
  try {
    const summary = await runBackup(
      { db, databaseUrl: directDatabaseUrl(config), storage: createStorage(config) },
      target,
    );
    return describeBackup(summary);
  } finally {
    await db.destroy();
  }
}

/** `restore <dir-or-s3-url> [--backup ID]`: into an empty database and empty storage. */
export async function restoreCommand(config: Config, argv: string[]): Promise<string> {
  const { values, positionals } = parse(argv, { backup: { type: 'string' } });
  const target = openBackupTarget(
    location(positionals, 'restore <dir-or-s3-url> [--backup ID]'),
    config,
  );
  const db = createDb(directDatabaseUrl(config), 2);
  try {
    const summary = await runRestore(
      {
        db,
        databaseUrl: directDatabaseUrl(config),
        storage: createStorage(config),
        storageLabel:
          config.STORAGE_DRIVER === 's3'
            ? `s3://${config.S3_BUCKET}`
            : path.resolve(config.STORAGE_DIR),
        workDir: config.WORK_DIR,
      },
      target,
      values.backup,
    );
    return describeRestore(summary);
  } finally {
    await db.destroy();
  }
}
