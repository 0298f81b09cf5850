import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  sha256: string;
}

export interface ListedObject {
  key: string;
  size: number;
}

/**
 * Where uploaded and derived files live. Keys are '/'-separated relative paths chosen by the
 * server (never by a client). Implemented by a local directory and by S3-compatible storage.
 */
export interface Storage {
  /** Streams `body` into `key`, hashing on the way; nothing is buffered whole in memory. */
  put(key: string, body: Readable): Promise<StoredObject>;
  /**
   * Stores a file of the local disk (a finished resumable upload, a file the command line
   * imports). The local driver copies it in the kernel and hashes it on a thread of its own, so
   * that a large file costs the event loop, and the requests it serves meanwhile, nothing.
   */
  putFile(key: string, file: string): Promise<StoredObject>;
  get(key: string, range?: { start: number; end: number }): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** The object's size in bytes, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  /**
   * The objects under a folder ('' for all of them) with their sizes, in no set order;
   * unfinished writes are left out.
   */
  list(folder: string): AsyncIterable<ListedObject>;
  move(from: string, to: string): Promise<void>;
  delete(keys: readonly string[]): Promise<void>;
  /**
   * A path on the local disk holding the object, for tools like GDAL: the file itself for the
   * local driver, a downloaded copy under `workDir` otherwise.
   */
  localCopy(key: string, workDir: string, fileName: string): Promise<string>;
  /** Local path of an object, or null when objects are not on this machine's disk. */
  localPath(key: string): string | null;
  /**
   * Removes what interrupted writes left behind: objects under `prefix` last written before
   * `before`, and unfinished writes anywhere (partial files, multipart uploads) begun or last
   * written before `partialBefore`. Answers how many it removed.
   */
  sweep(prefix: string, before: Date, partialBefore: Date): Promise<number>;
}

export function assertSafeKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > 1024 ||
    key.startsWith('/') ||
    key.split('/').some((part) => part === '' || part === '.' || part === '..') ||
    key.includes('\0')
  ) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}

/**
 * Whether a read failed because the object is not there: the local driver's ENOENT (or
 * ENOTDIR, a folder of the key missing), S3's NoSuchKey / NotFound (or any 404 answer).
 */
export function isMissingObject(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, name, $metadata } = err as {
    code?: unknown;
    name?: unknown;
    $metadata?: { httpStatusCode?: number };
  };
  return (
    code === 'ENOENT' ||
    code === 'ENOTDIR' ||
    name === 'NoSuchKey' ||
    name === 'NotFound' ||
    $metadata?.httpStatusCode === 404
  );
}
