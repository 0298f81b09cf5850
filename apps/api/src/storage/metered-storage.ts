import type { Readable } from 'node:stream';
import type { ListedObject, Storage, StoredObject } from './storage.js';

/** Errors a stream gets when its reader stops reading, not when its source fails. */
const ABANDONED = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ABORT_ERR']);

/** Called once per failed storage call, with the operation's name. */
export type StorageErrorCounter = (operation: string) => void;

/**
 * A storage that counts its driver's failures (a full disk, S3 refusing or away) and otherwise
 * passes every call through unchanged: the error still reaches the caller.
 */
export class MeteredStorage implements Storage {
  constructor(
    private readonly inner: Storage,
    private readonly failed: StorageErrorCounter,
  ) {}

  async put(key: string, body: Readable): Promise<StoredObject> {
    try {
      return await this.inner.put(key, body);
    } catch (err) {
      // A client that stops sending mid-upload breaks the source, not the storage.
      if (!body.errored) this.failed('put');
      throw err;
    }
  }

  putFile(key: string, file: string): Promise<StoredObject> {
    return this.counted('put', () => this.inner.putFile(key, file));
  }

  async get(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const stream = await this.counted('get', () => this.inner.get(key, range));
    // A read that fails half-way (S3 dropping the connection) fails on the stream; a reader
    // that went away (a client closing a download) is no storage error. Listening here does not
    // swallow the error: whoever pipes the stream hears it too.
    stream.once('error', (err: NodeJS.ErrnoException) => {
      if (!ABANDONED.has(err.code ?? '')) this.failed('read');
    });
    return stream;
  }

  exists(key: string): Promise<boolean> {
    return this.counted('exists', () => this.inner.exists(key));
  }

  size(key: string): Promise<number | null> {
    return this.counted('size', () => this.inner.size(key));
  }

  async *list(folder: string): AsyncIterable<ListedObject> {
    try {
      yield* this.inner.list(folder);
    } catch (err) {
      this.failed('list');
      throw err;
    }
  }

  move(from: string, to: string): Promise<void> {
    return this.counted('move', () => this.inner.move(from, to));
  }

  delete(keys: readonly string[]): Promise<void> {
    return this.counted('delete', () => this.inner.delete(keys));
  }

  localCopy(key: string, workDir: string, fileName: string): Promise<string> {
    return this.counted('local_copy', () => this.inner.localCopy(key, workDir, fileName));
  }

  localPath(key: string): string | null {
    return this.inner.localPath(key);
  }

  sweep(prefix: string, before: Date, partialBefore: Date): Promise<number> {
    return this.counted('sweep', () => this.inner.sweep(prefix, before, partialBefore));
  }

  private async counted<T>(operation: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      this.failed(operation);
      throw err;
    }
  }
}
