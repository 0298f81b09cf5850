import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { releaseName } from './release.js';

describe('releaseName', () => {
  it('is WAYMARK_RELEASE when set', () => {
    expect(releaseName('waymark@2.0.0+image-7')).toBe('waymark@2.0.0+image-7');
  });

  it('is the version and the commit in a git checkout', () => {
    expect(releaseName(undefined)).toMatch(/^waymark@\d+\.\d+\.\d+\+[0-9a-f]{12}$/);
  });

  it('is the version alone outside a checkout', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'waymark-release-'));
    try {
      await writeFile(path.join(dir, 'package.json'), JSON.stringify({ version: '1.2.3' }));
      // GIT_CEILING_DIRECTORIES is not needed: the temporary directory is outside any checkout.
      expect(releaseName(undefined, dir)).toBe('waymark@1.2.3');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
