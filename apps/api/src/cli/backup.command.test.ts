import { describe, expect, it } from 'vitest';
import { BackupError } from '../backup/backup-error.js';
import { loadConfig } from '../config.js';
import { UsageError } from './args.js';
import { backupCommand, restoreCommand } from './commands/backup.command.js';

/** What the backup commands refuse before they touch the database or a file. */
describe('backup and restore commands: their arguments', () => {
  const config = loadConfig({
    DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    STORAGE_DIR: '/srv/waymark/storage',
  });

  it('want exactly one location, and know their options', async () => {
    await expect(backupCommand(config, [])).rejects.toThrow(UsageError);
    await expect(backupCommand(config, ['/a', '/b'])).rejects.toThrow(/give one location/);
    await expect(restoreCommand(config, ['/a', '--latest'])).rejects.toThrow(UsageError);
  });

  it('refuse a location that is no directory or S3 URL, or that is the storage itself', async () => {
    await expect(backupCommand(config, ['https://backups.example/x'])).rejects.toThrow(
      /give a directory or an s3:\/\/bucket\/prefix URL/,
    );
    await expect(backupCommand(config, ['/srv/waymark/storage/backups'])).rejects.toThrow(
      BackupError,
    );
    await expect(restoreCommand(config, ['/srv/waymark/storage'])).rejects.toThrow(
      /inside the file storage/,
    );
    const onS3 = { ...config, STORAGE_DRIVER: 's3' as const, S3_BUCKET: 'files' };
    await expect(backupCommand(onS3, ['s3://files/backups'])).rejects.toThrow(
      /the bucket the files are stored in/,
    );
  });
});
