// @ts-check
// `npm run deploy:image -- --smoke`: the built image run as it would be in production, against
// $DATABASE_URL (a database of its own: it is migrated), on the host's network:
//   migrate (exits 0) → api with a read-only root file system → /api/health/live/ and
//   /api/health/ready/ answer 200 → the image's health check passes → GDAL answers inside →
//   SIGTERM (podman stop) ends the api well before podman's kill.
import { spawnSync } from 'node:child_process';
import { step } from '../scripts/lib/run.mjs';

/** @param {string} cmd @param {string[]} args */
function sh(cmd, args) {
  const result = spawnSync(cmd, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${cmd} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout.trim();
}

/** Waits for url to answer 200, for up to `seconds`. */
async function until200(/** @type {string} */ url, /** @type {number} */ seconds) {
  const deadline = Date.now() + seconds * 1000;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      last = `${response.status} ${await response.text()}`;
      if (response.ok) return last;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url}: no 200 within ${seconds} s (last: ${last})`);
}

/**
 * @param {string} tag
 * @param {{ runtime: string[], ulimits: string[] }} podman global runtime option, run's limits
 */
export async function smokeTest(tag, { runtime, ulimits }) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('--smoke needs DATABASE_URL (a database of its own)');
  const port = process.env.SMOKE_PORT ?? '18080';
  const common = ['--network', 'host', '-e', 'DATABASE_URL', '-e', `PORT=${port}`, ...ulimits];
  const name = `waymark-smoke-${process.pid}`;

  step('podman run … migrate');
  let started = Date.now();
  console.log(
    sh('podman', [...runtime, 'run', '--rm', ...common, tag, 'migrate']) || '(nothing to apply)',
  );
  console.log(`  migrate: exit 0 in ${Date.now() - started} ms`);

  step('podman run … api (read-only root, tmpfs /tmp and /app/var)');
  sh('podman', [
    ...runtime,
    'run',
    '-d',
    '--name',
    name,
    '--read-only',
    '--tmpfs',
    '/tmp',
    '--tmpfs',
    '/app/var:rw,mode=1777',
    ...common,
    tag,
    'api',
  ]);
  try {
    started = Date.now();
    const live = await until200(`http://127.0.0.1:${port}/api/health/live/`, 120);
    const ready = await until200(`http://127.0.0.1:${port}/api/health/ready/`, 60);
    console.log(`  live after ${Date.now() - started} ms: ${live}`);
    console.log(`  ready: ${ready}`);
    const health = spawnSync('podman', [...runtime, 'healthcheck', 'run', name], {
      encoding: 'utf8',
    });
    console.log(
      `  image health check: ${health.status === 0 ? 'healthy' : `failed ${health.stdout}${health.stderr}`}`,
    );
    const user = sh('podman', [...runtime, 'exec', name, 'id', '-u']);
    const gdal = sh('podman', [...runtime, 'exec', name, 'gdalinfo', '--version']);
    const pgDump = sh('podman', [...runtime, 'exec', name, 'pg_dump', '--version']);
    const node = sh('podman', [...runtime, 'exec', name, 'node', '--version']);
    console.log(`  uid ${user}; ${gdal}; ${pgDump}; node ${node}`);
    step('podman stop (SIGTERM; podman kills after 30 s)');
    started = Date.now();
    sh('podman', [...runtime, 'stop', '--time', '30', name]);
    const exit = sh('podman', [...runtime, 'inspect', '--format', '{{.State.ExitCode}}', name]);
    console.log(`  stopped in ${Date.now() - started} ms, exit code ${exit}`);
  } finally {
    const logs = spawnSync('podman', [...runtime, 'logs', '--tail', '5', name], {
      encoding: 'utf8',
    });
    console.log(`  last log lines:\n${logs.stdout}${logs.stderr}`);
    spawnSync('podman', [...runtime, 'rm', '-f', name]);
  }
}
