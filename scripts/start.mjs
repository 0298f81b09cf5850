// @ts-check
// `npm start`: set up whatever is missing, then serve the portal with an in-process worker.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { provision, ROOT } from './lib/provision.mjs';
import { run, step } from './lib/run.mjs';
import { API_DIR, TSX } from './lib/tsx.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const db = await provision();
let server = /** @type {import('node:child_process').ChildProcess | null} */ (null);
let stopping = false;

async function stopAll(/** @type {number} */ code) {
  if (stopping) return;
  stopping = true;
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve));
  }
  await db.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  step('migrating and seeding');
  await run(TSX, [path.join(API_DIR, 'src/cli/main.ts'), 'setup'], { env: db.env, cwd: ROOT });
  await ensureWebBuild(ROOT);
  const port = db.env.PORT ?? '8080';
  step(`serving on http://localhost:${port}`);
  server = spawn(TSX, [path.join(API_DIR, 'src/main.ts')], {
    stdio: 'inherit',
    env: db.env,
    cwd: ROOT,
  });
  server.on('exit', (code) => void stopAll(code ?? 0));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await stopAll(1);
}
