// @ts-check
// The api as plain JavaScript in apps/api/dist: what production runs with `node` (the server,
// the worker, the CLI), so that no TypeScript is compiled at run time and the process that a
// process manager signals is Node itself. Tests and benches keep running the sources (tsx,
// Vitest); the type check is tsc's (`npm run typecheck`), this only strips the types.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { step } from './run.mjs';
import { isBuiltFrom, sourceDigest } from './source-digest.mjs';

/** @param {string} root */
function paths(root) {
  return {
    apiSrc: path.join(root, 'apps/api/src'),
    contract: path.join(root, 'packages/contract'),
    dist: path.join(root, 'apps/api/dist'),
  };
}

/** Sources of the running program: tests, their helpers and the benches stay out. */
function isProgramFile(/** @type {string} */ relative) {
  if (!relative.endsWith('.ts') || relative.endsWith('.test.ts') || relative.endsWith('.d.ts')) {
    return false;
  }
  const parts = relative.split(path.sep);
  return !parts.some((p) => p === 'test' || p === 'test-support' || p === 'bench');
}

/** @param {string} dir */
function programFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(isProgramFile)
    .sort()
    .map((f) => path.join(dir, f));
}

/** Everything the build reads, so an unchanged api is not built again. */
function buildInputs(/** @type {string} */ root) {
  const { apiSrc, contract } = paths(root);
  return [
    ...programFiles(apiSrc),
    ...programFiles(path.join(contract, 'src')),
    path.join(contract, 'package.json'),
    path.join(root, 'apps/api/package.json'),
    path.join(root, 'tsconfig.base.json'),
    path.join(root, 'package-lock.json'),
    path.join(root, 'scripts/lib/api-build.mjs'),
  ];
}

/**
 * The shared contract is TypeScript, exported as such for the tools that read the sources.
 * The built api gets a JavaScript copy in dist/node_modules, which Node's package resolution
 * finds before the workspace's link: the built code imports '@waymark/contract' unchanged.
 * @param {string} contract @param {string} outDir
 */
function contractManifest(contract, outDir) {
  const manifest = JSON.parse(readFileSync(path.join(contract, 'package.json'), 'utf8'));
  /** @type {Record<string, string>} */
  const exports = {};
  for (const [key, value] of Object.entries(manifest.exports ?? { '.': './src/index.ts' })) {
    exports[key] = String(value)
      .replace(/^\.\/src\//, './')
      .replace(/\.ts$/, '.js');
  }
  const built = { name: manifest.name, version: manifest.version, type: 'module', exports };
  writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(built, null, 2)}\n`);
}

/**
 * The built entry point that production runs with `node`: the server, the worker, the CLI.
 * @param {string} root @param {'main' | 'worker' | 'cli'} name
 */
export function apiEntry(root, name) {
  return path.join(paths(root).dist, name === 'cli' ? 'cli/main.js' : `${name}.js`);
}

/**
 * Builds apps/api/dist (dist/main.js, dist/worker.js, dist/cli/main.js) unless the sources are
 * unchanged since the last build. File for file, so that paths relative to a module (the
 * repository root in config.ts) are the same as in the sources. The new build replaces the old
 * one in a single rename: a process already running keeps the modules it has loaded.
 */
export async function ensureApiBuild(/** @type {string} */ root) {
  const { apiSrc, contract, dist } = paths(root);
  const stamp = path.join(dist, '.source-digest');
  const digest = sourceDigest(root, buildInputs(root));
  if (isBuiltFrom(stamp, digest)) return;
  step('building the api');
  // Loaded here, not at the top: the set-up scripts import this before npm has installed it.
  const esbuild = await import('esbuild');
  const next = `${dist}-next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  /** @type {import('esbuild').BuildOptions} */
  const common = {
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  };
  await esbuild.build({
    ...common,
    entryPoints: programFiles(apiSrc),
    outbase: apiSrc,
    outdir: next,
  });
  const contractOut = path.join(next, 'node_modules/@waymark/contract');
  await esbuild.build({
    ...common,
    entryPoints: programFiles(path.join(contract, 'src')),
    outbase: path.join(contract, 'src'),
    outdir: contractOut,
  });
  contractManifest(contract, contractOut);
  writeFileSync(path.join(next, '.source-digest'), digest);
  const old = `${dist}-old-${process.pid}`;
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(next, dist);
  rmSync(old, { recursive: true, force: true });
}
