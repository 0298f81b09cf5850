import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.js';

describe('local storage: storing a file of the local disk', () => {
  let root: string;
  let source: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'waymark-put-file-'));
    source = await mkdtemp(path.join(tmpdir(), 'waymark-put-file-source-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(source, { recursive: true, force: true });
  });

  // One below the size hashed on a thread of its own, one above it.
  it.each([[100_000], [9 * 1024 * 1024 + 17]])(
    'copies %i bytes under the key with their size and SHA-256, leaving the source',
    async (bytes) => {
      const file = path.join(source, `f${bytes}`);
      const content = randomBytes(bytes);
      await writeFile(file, content);

      const stored = await new LocalStorage(root).putFile(`staging/f${bytes}`, file);

      expect(stored).toEqual({
        size: bytes,
        sha256: createHash('sha256').update(content).digest('hex'),
      });
      expect((await readFile(path.join(root, 'staging', `f${bytes}`))).equals(content)).toBe(true);
      expect((await readFile(file)).equals(content)).toBe(true);
    },
  );

  it('fails for a missing file and leaves no partial write behind', async () => {
    const storage = new LocalStorage(root);
    await expect(storage.putFile('staging/none', path.join(source, 'missing'))).rejects.toThrow(
      /ENOENT/,
    );
    const names = await readdir(path.join(root, 'staging'));
    expect(names.filter((n) => n.includes('partial') || n === 'none')).toEqual([]);
  });
});
