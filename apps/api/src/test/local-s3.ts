import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { entriesUnder } from './multipart.js';
import { S3ListPartsProxy } from './s3-list-parts.js';
import type { ConfigOverrides } from './test-app.js';

export interface LocalS3 {
  /** The test file's scratch directory; s3rver keeps its buckets under `s3/`. */
  dir: string;
  /** Where s3rver keeps the `waymark` bucket's objects. */
  bucketDir: string;
  /** What s3rver lacks for resumable uploads (ListParts, …), when asked for. */
  proxy: S3ListPartsProxy | null;
  /** The app's settings for storing on this server. */
  config(): ConfigOverrides;
}

/** s3rver keeps a bucket's objects as files under its directory: the keys under a prefix. */
export const keysUnder = async (bucketDir: string, prefix: string) =>
  (await entriesUnder(path.join(bucketDir, prefix))).filter((e) => e.endsWith('._S3rver_object'));

/**
 * A local server that speaks the S3 protocol (s3rver) with a bucket `waymark` (and `buckets`),
 * for one test file: started before its tests, closed and removed after them. Call it before
 * useTestApp. With `listParts`, the app talks to it through S3ListPartsProxy.
 */
export function useLocalS3(options: { listParts?: boolean; buckets?: string[] } = {}): LocalS3 {
  let server: S3rver | undefined;
  let endpoint = '';
  const s3: LocalS3 = {
    dir: '',
    bucketDir: '',
    proxy: null,
    config: () => ({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'waymark',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
  };

  beforeAll(async () => {
    s3.dir = await mkdtemp(path.join(tmpdir(), 'waymark-s3-'));
    const directory = path.join(s3.dir, 's3');
    s3.bucketDir = path.join(directory, 'waymark');
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: ['waymark', ...(options.buckets ?? [])].map((name) => ({
        name,
        configs: [],
      })),
    });
    const address = await server.run();
    endpoint = `http://127.0.0.1:${address.port}`;
    if (options.listParts) {
      s3.proxy = new S3ListPartsProxy(address, directory);
      endpoint = await s3.proxy.start();
    }
  });

  afterAll(async () => {
    await s3.proxy?.close();
    await server?.close();
    if (s3.dir) await rm(s3.dir, { recursive: true, force: true });
  });

  return s3;
}
