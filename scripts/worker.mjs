// @ts-check
// `npm run worker`: a processing worker on its own (no HTTP), for running workers on other
// machines against the same database and storage. Set WORKER=off on the api processes then.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { provision, ROOT } from './lib/provision.mjs';
import { API_DIR, TSX } from './lib/tsx.mjs';

const db = await provision();
const worker = spawn(TSX, [path.join(API_DIR, 'src/worker.ts')], {
  stdio: 'inherit',
  env: db.env,
  cwd: ROOT,
});
const stop = () => worker.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
worker.on('exit', async (code) => {
  await db.stop();
  process.exit(code ?? 0);
});
