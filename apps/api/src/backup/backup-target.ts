import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.js';
import { s3OptionsOf } from '../storage/create-storage.js';
import { LocalStorage } from '../storage/local-storage.js';
import { S3Storage } from '../storage/s3-storage.js';
import type { ListedObject, Storage, StoredObject } from '../storage/storage.js';
import { BackupError } from './backup-error.js';

/**
 * Where backups are kept: a local directory or an S3 bucket (under a prefix), through the same
 * storage drivers the files themselves use. Names are relative to the location:
 * `objects/<sha256>` (every file once, by content) and `backups/<id>/…` (one folder each).
 */
export class BackupTarget {
  constructor(
    private readonly storage: Storage,
    private readonly prefix: string,
    /** For messages: the location as the operator gave it. */
    readonly label: string,
  ) {}

  private key(name: string): string {
    return this.prefix ? `${this.prefix}/${name}` : name;
  }

  put(name: string, body: Readable): Promise<StoredObject> {
    return this.storage.put(this.key(name), body);
  }

  get(name: string): Promise<Readable> {
    return this.storage.get(this.key(name));
  }

  size(name: string): Promise<number | null> {
    return this.storage.size(this.key(name));
  }

  delete(names: readonly string[]): Promise<void> {
    return this.storage.delete(names.map((n) => this.key(n)));
  }

  localCopy(name: string, workDir: string, fileName: string): Promise<string> {
    return this.storage.localCopy(this.key(name), workDir, fileName);
  }

  /** The objects under a folder, named relative to the location, with their sizes. */
  async *list(folder: string): AsyncIterable<ListedObject> {
    const strip = this.prefix ? this.prefix.length + 1 : 0;
    for await (const object of this.storage.list(this.key(folder)))
      yield { key: object.key.slice(strip), size: object.size };
  }
}

/**
 * The target named by `location`: `s3://bucket/prefix` (the endpoint and credentials of the S3
 * settings) or a directory. Never the file storage itself, nor inside it: a restore needs that
 * storage empty, and a backup must not hold itself.
 */
export function openBackupTarget(location: string, config: Config): BackupTarget {
  const s3 = /^s3:\/\/([^/]+)\/?(.*)$/.exec(location);
  if (s3) {
    const [, bucket, rest] = s3 as unknown as [string, string, string];
    const prefix = rest.replace(/\/+$/, '');
    if (config.STORAGE_DRIVER === 's3' && bucket === config.S3_BUCKET) {
      throw new BackupError(
        `s3://${bucket} is the bucket the files are stored in: back up into another bucket`,
      );
    }
    return new BackupTarget(new S3Storage(s3OptionsOf(config, bucket)), prefix, location);
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(location)) {
    throw new BackupError(`${location}: give a directory or an s3://bucket/prefix URL`);
  }
  const dir = path.resolve(location);
  const storageDir = path.resolve(config.STORAGE_DIR);
  if (
    config.STORAGE_DRIVER === 'local' &&
    `${dir}${path.sep}`.startsWith(`${storageDir}${path.sep}`)
  ) {
    throw new BackupError(
      `${dir} is inside the file storage (${storageDir}): back up somewhere else`,
    );
  }
  return new BackupTarget(new LocalStorage(dir), '', dir);
}
