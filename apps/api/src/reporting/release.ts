import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';

/**
 * The release errors are filed under: WAYMARK_RELEASE when set (an image build knows its own),
 * else `waymark@<version>` with `+<commit>` when the code runs from a git checkout.
 */
export function releaseName(configured: string | undefined, rootDir = ROOT_DIR): string {
  if (configured) return configured;
  const { version } = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
    version?: string;
  };
  const commit = gitCommit(rootDir);
  return `waymark@${version ?? '0.0.0'}${commit ? `+${commit}` : ''}`;
}

function gitCommit(rootDir: string): string | null {
  try {
    const out = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: rootDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000,
    }).trim();
    return /^[0-9a-f]{7,40}$/.test(out) ? out : null;
  } catch {
    // No git, or not a checkout (an installed image): the version alone.
    return null;
  }
}
