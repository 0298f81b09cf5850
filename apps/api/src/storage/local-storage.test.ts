import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.js';

describe('local storage: sweep, list and size', () => {
  let root: string;
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600 * 1000);

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'waymark-sweep-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function file(relative: string, modified: Date) {
    const full = path.join(root, relative);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, 'x');
    await utimes(full, modified, modified);
  }

  it('removes old staged files and stale partial writes, and nothing else', async () => {
    await file('staging/old', hoursAgo(30));
    await file('staging/fresh', hoursAgo(1));
    await file('staging/abc.partial-12-1700000000000', hoursAgo(1));
    await file('staging/live.partial-12-1700000000001', new Date());
    await file('layers/7/derived/cog.tif.partial-99-1700000000002', hoursAgo(2));
    await file('layers/7/files/old-original.tif', hoursAgo(300));

    const removed = await new LocalStorage(root).sweep(
      'staging/',
      hoursAgo(24),
      new Date(Date.now() - 10 * 60 * 1000),
    );

    expect(removed).toBe(3);
    const left = (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort();
    expect(left).toEqual([
      'layers/7/files/old-original.tif',
      'staging/fresh',
      'staging/live.partial-12-1700000000001',
    ]);
  });

  it('lists the objects under a folder, without unfinished writes, and tells their sizes', async () => {
    await file('layers/9/a/one.tif', new Date());
    await file('layers/9/b/two.tif', new Date());
    await file('layers/9/b/two.tif.partial-12-1700000000003', new Date());
    await file('layers/90/other.tif', new Date());
    const storage = new LocalStorage(root);
    const listed = [];
    for await (const { key, size } of storage.list('layers/9')) listed.push(`${key} ${size}`);
    expect(listed.sort()).toEqual(['layers/9/a/one.tif 1', 'layers/9/b/two.tif 1']);
    const none = [];
    for await (const object of storage.list('nothing/here')) none.push(object);
    expect(none).toEqual([]);
    expect(await storage.size('layers/9/a/one.tif')).toBe(1);
    expect(await storage.size('layers/9/a')).toBeNull();
    expect(await storage.size('layers/9/missing.tif')).toBeNull();
  });
});
