import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { ROOT_DIR } from '../../config.js';

/** The shared, read-only fixture set (see its MANIFEST.md). */
export const FIXTURES =
  process.env.WAYMARK_FIXTURES ?? path.resolve(ROOT_DIR, '../shared/fixtures');

export const fixture = (relative: string): string => path.join(FIXTURES, relative);

// Registered when a test file imports this module, so it belongs to that file's run (a hook
// registered from inside a test or another hook would be ignored).
const created: string[] = [];
afterAll(async () => {
  await Promise.all(created.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A fresh temporary directory, removed after the test file. */
export async function tempDir(prefix = 'waymark-proc-test-'): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  created.push(dir);
  return dir;
}

/** Copies fixtures into `dir`, optionally renamed: [['shapefile/box.shp', 'box.shp'], ...]. */
export async function copyFixtures(
  dir: string,
  files: Array<[from: string, to?: string]>,
): Promise<void> {
  for (const [from, to] of files) {
    await copyFile(fixture(from), path.join(dir, to ?? path.basename(from)));
  }
}
