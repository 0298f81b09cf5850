// @ts-check
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run, step } from './run.mjs';
import { isBuiltFrom, sourceDigest } from './source-digest.mjs';

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

/** Everything the web build reads, so an unchanged app is not rebuilt. */
function buildInputs(/** @type {string} */ root) {
  return [
    ...listFiles(path.join(root, 'apps/web/src'), []),
    ...listFiles(path.join(root, 'apps/web/public'), []),
    ...listFiles(path.join(root, 'packages/contract/src'), []),
    path.join(root, 'apps/web/index.html'),
    path.join(root, 'apps/web/vite.config.ts'),
    path.join(root, 'apps/web/precompress.ts'),
    path.join(root, 'apps/web/package.json'),
    path.join(root, 'package-lock.json'),
  ];
}

/** Builds apps/web into apps/web/dist unless the sources are unchanged since the last build. */
export async function ensureWebBuild(/** @type {string} */ root) {
  const stamp = path.join(root, 'apps/web/dist/.source-digest');
  const digest = sourceDigest(root, buildInputs(root));
  if (isBuiltFrom(stamp, digest)) return;
  step('building the web app');
  await run('npm', ['run', 'build', '-w', '@waymark/web'], { cwd: root });
  writeFileSync(stamp, digest);
}
