import type { Config } from '../config.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage, type S3Options } from './s3-storage.js';
import type { Storage } from './storage.js';

/** The S3 settings for a bucket: the files' own (S3_BUCKET), or a backup's. */
export function s3OptionsOf(config: Config, bucket: string): S3Options {
  return {
    bucket,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

export function createStorage(config: Config): Storage {
  if (config.STORAGE_DRIVER === 'local') return new LocalStorage(config.STORAGE_DIR);
  if (!config.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  return new S3Storage(s3OptionsOf(config, config.S3_BUCKET));
}
