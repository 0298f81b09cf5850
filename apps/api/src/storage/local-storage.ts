import { constants, createReadStream } from 'node:fs';
import {
  access,
  copyFile,
  link,
  mkdir,
  open,
  readdir,
  rename,
  rm,
  rmdir,
  stat,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileDigest } from './file-digest.js';
import { HashingStream } from './hashing-stream.js';
import { assertSafeKey, type ListedObject, type Storage, type StoredObject } from './storage.js';

/** A file being written; renamed to its key once complete (see put). */
const PARTIAL_SUFFIX = '.partial-';
const PARTIAL_FILE = /\.partial-\d+-\d+$/;

/** Files under one directory on the local disk (the default; var/storage). */
export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  localPath(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable): Promise<StoredObject> {
    const target = this.localPath(key);
    const partial = `${target}${PARTIAL_SUFFIX}${process.pid}-${Date.now()}`;
    // Opened before any byte is read, so that a directory pruned meanwhile by a delete (see
    // there) is simply made again.
    const handle = await retryOnMissingDir(path.dirname(target), () => open(partial, 'wx'));
    const hashing = new HashingStream();
    try {
      await pipeline(body, hashing, handle.createWriteStream());
      await rename(partial, target);
    } catch (err) {
      await handle.close().catch(() => undefined);
      await rm(partial, { force: true });
      throw err;
    }
    return { size: hashing.byteCount, sha256: hashing.digest() };
  }

  async putFile(key: string, file: string): Promise<StoredObject> {
    const target = this.localPath(key);
    const partial = `${target}${PARTIAL_SUFFIX}${process.pid}-${Date.now()}`;
    try {
      // A reflink where the file system offers one, else a copy in the kernel: no byte passes
      // through JavaScript. The copy is hashed, as it is what is stored.
      await retryOnMissingDir(path.dirname(target), () =>
        copyFile(file, partial, constants.COPYFILE_FICLONE),
      );
      const stored = await fileDigest(partial);
      await rename(partial, target);
      return stored;
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async get(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const file = this.localPath(key);
    await access(file);
    return createReadStream(file, range);
  }

  async exists(key: string): Promise<boolean> {
    return access(this.localPath(key)).then(
      () => true,
      () => false,
    );
  }

  async size(key: string): Promise<number | null> {
    return stat(this.localPath(key)).then(
      (s) => (s.isFile() ? s.size : null),
      () => null,
    );
  }

  async *list(folder: string): AsyncIterable<ListedObject> {
    const dir = folder === '' ? this.root : this.localPath(folder);
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
      (err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return [];
        throw err;
      },
    );
    for (const entry of entries) {
      if (!entry.isFile() || PARTIAL_FILE.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      // Gone since the directory was read: not listed.
      const size = await stat(file).then(
        (s) => s.size,
        () => null,
      );
      if (size === null) continue;
      yield { key: path.relative(this.root, file).split(path.sep).join('/'), size };
    }
  }

  async move(from: string, to: string): Promise<void> {
    const source = this.localPath(from);
    const target = this.localPath(to);
    await retryOnMissingDir(path.dirname(target), async () => {
      await access(source);
      await rename(source, target);
    });
    await this.prune([from]);
  }

  /** Deletes the objects, then the directories they leave empty (nothing stays behind). */
  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.localPath(key), { force: true })));
    await this.prune(keys);
  }

  /** Removes the now empty parent directories of `keys`, deepest first; never the root. */
  private async prune(keys: readonly string[]): Promise<void> {
    const dirs = new Set<string>();
    for (const key of keys) {
      const parts = key.split('/');
      for (let depth = parts.length - 1; depth > 0; depth -= 1)
        dirs.add(parts.slice(0, depth).join('/'));
    }
    const deepestFirst = [...dirs].sort((a, b) => b.split('/').length - a.split('/').length);
    for (const dir of deepestFirst) {
      // Fails, harmlessly, while the directory still holds something.
      await rmdir(this.localPath(dir)).catch(() => undefined);
    }
  }

  async sweep(prefix: string, before: Date, partialBefore: Date): Promise<number> {
    let removed = 0;
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    const underPrefix = path.join(this.root, ...prefix.split('/').filter(Boolean));
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const partial = PARTIAL_FILE.test(entry.name);
      if (!partial && !file.startsWith(`${underPrefix}${path.sep}`)) continue;
      const modified = await stat(file).then(
        (s) => s.mtime,
        () => null,
      );
      if (modified && modified < (partial ? partialBefore : before)) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  async localCopy(key: string, workDir: string, fileName: string): Promise<string> {
    const target = path.join(workDir, fileName);
    await mkdir(path.dirname(target), { recursive: true });
    // A hard link costs nothing; fall back to a copy across file systems.
    await link(this.localPath(key), target).catch(() => copyFile(this.localPath(key), target));
    return target;
  }
}

/**
 * Runs `action` after making `dir`; when a concurrent prune removed `dir` in between (ENOENT),
 * makes it again and retries.
 */
async function retryOnMissingDir<T>(dir: string, action: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    await mkdir(dir, { recursive: true });
    try {
      return await action();
    } catch (err) {
      const missingDir =
        (err as NodeJS.ErrnoException).code === 'ENOENT' &&
        (await access(dir).then(
          () => false,
          () => true,
        ));
      if (!missingDir || attempt >= 5) throw err;
    }
  }
}
