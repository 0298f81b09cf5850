// @ts-check
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { capture, isRoot, run, step } from './run.mjs';

/**
 * Installs the npm packages when node_modules is missing or older than package-lock.json;
 * never with WAYMARK_SKIP_INSTALL=1 (node_modules is someone else's: an image's, or that of a
 * test run which starts these scripts while it uses node_modules).
 * @param {string} root
 */
export async function ensureNodeModules(root) {
  if (process.env.WAYMARK_SKIP_INSTALL === '1') return;
  const lock = path.join(root, 'package-lock.json');
  const stamp = path.join(root, 'node_modules', '.waymark-lock-hash');
  const wanted = existsSync(lock)
    ? createHash('sha256').update(readFileSync(lock)).digest('hex')
    : 'no-lock';
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  // On a machine whose Node is older than the packages ask (runtime.mjs: this install brings the
  // pinned one), npm warns of every such package's engines, a screenful of expected warnings
  // before anything happens; then only errors are shown.
  const required = requiredNodeMajor(root);
  const older = Number(process.versions.node.split('.')[0]) < required;
  step(
    older
      ? `installing npm packages with Node.js ${process.versions.node} (they bring Node.js ${required}, which runs Waymark)`
      : 'installing npm packages',
  );
  await run(
    'npm',
    [
      existsSync(lock) ? 'ci' : 'install',
      '--no-audit',
      '--no-fund',
      ...(older ? ['--loglevel=error'] : []),
    ],
    { cwd: root },
  );
  writeFileSync(stamp, wanted);
}

/**
 * The major version package.json's engines ask of Node (24 for ">=24"), or 0 when it asks none.
 * @param {string} root
 */
export function requiredNodeMajor(root) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return Number(/\d+/.exec(pkg.engines?.node ?? '')?.[0] ?? 0);
}

/** @param {string} pkg */
function isInstalled(pkg) {
  const status = capture('dpkg-query', ['-W', '-f=${Status}', pkg]);
  return status !== null && status.includes('install ok installed');
}

/**
 * Installs the Debian packages that are missing (apt-get as root).
 * @param {string[]} packages
 */
export async function ensureDebianPackages(packages) {
  const missing = packages.filter((p) => !isInstalled(p));
  if (missing.length === 0) return;
  if (!isRoot()) {
    throw new Error(
      `Missing Debian packages: ${missing.join(' ')}. Install them as root ` +
        `(apt-get install ${missing.join(' ')}) or run this command as root.`,
    );
  }
  step(`installing Debian packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env });
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
}

/**
 * The system packages a command needs: GDAL and PostgreSQL's client tools always (pg_dump and
 * pg_restore, for `waymark backup` and `restore` and the restore drill, also against an external
 * database); PostgreSQL with PostGIS unless an external DATABASE_URL is given; Chromium for the
 * browser tests, and poppler's tools, with which they read the PDFs the app makes; PgBouncer
 * for the tests that run the api and a worker through it (transaction pooling).
 * @param {{ database: boolean, browser?: boolean, pooler?: boolean }} needs
 */
export function systemPackages(needs) {
  const packages = ['gdal-bin', 'postgresql-client-15'];
  if (needs.database) packages.push('postgresql-15', 'postgresql-15-postgis-3');
  if (needs.browser) packages.push('chromium', 'fonts-dejavu-core', 'poppler-utils');
  if (needs.pooler) packages.push('pgbouncer');
  return packages;
}
