// @ts-check
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run, step } from './run.mjs';

/** @param {string} dir @param {string[]} out */
function listFiles(dir, out) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) listFiles(full, out);
    else out.push(full);
  }
  return out;
}

/** A digest of everything the web build reads, so an unchanged app is not rebuilt. */
function sourceDigest(/** @type {string} */ root) {
  const hash = createHash('sha256');
  const inputs = [
    ...listFiles(path.join(root, 'apps/web/src'), []),
    ...listFiles(path.join(root, 'apps/web/public'), []),
    ...listFiles(path.join(root, 'packages/contract/src'), []),
    path.join(root, 'apps/web/index.html'),
    path.join(root, 'apps/web/vite.config.ts'),
    path.join(root, 'apps/web/precompress.ts'),
    path.join(root, 'apps/web/package.json'),
    path.join(root, 'package-lock.json'),
  ].filter((f) => existsSync(f));
  for (const file of inputs) hash.update(path.relative(root, file)).update(readFileSync(file));
  return hash.digest('hex');
}

/** Builds apps/web into apps/web/dist unless the sources are unchanged since the last build. */
export async function ensureWebBuild(/** @type {string} */ root) {
  const stamp = path.join(root, 'apps/web/dist/.source-digest');
  const digest = sourceDigest(root);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return;
  step('building the web app');
  await run('npm', ['run', 'build', '-w', '@waymark/web'], { cwd: root });
  writeFileSync(stamp, digest);
}
