// @ts-check
// `npm start`: set up whatever is missing, then serve the portal with an in-process worker.
// SIGTERM or SIGINT (Ctrl-C) go on to the server, which drains; then the local PostgreSQL that
// this started stops, and so does this.
import { useProjectNode } from './lib/runtime.mjs';
import { apiEntry, ensureApiBuild } from './lib/api-build.mjs';
import { provision, ROOT } from './lib/provision.mjs';
import { exitOnStopSignal, run, start, step } from './lib/run.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

await useProjectNode();
let stopDatabase = async () => {};
exitOnStopSignal(() => stopDatabase());

const db = await provision();
stopDatabase = db.stop;
try {
  await ensureApiBuild(ROOT);
  step('migrating and seeding');
  await run(process.execPath, [apiEntry(ROOT, 'cli'), 'setup'], { env: db.env, cwd: ROOT });
  // WEB_DIST set: the web app is built and served from elsewhere.
  if (!db.env.WEB_DIST) await ensureWebBuild(ROOT);
  const port = db.env.PORT ?? '8080';
  step(`serving on http://localhost:${port}`);
  const server = start(process.execPath, [apiEntry(ROOT, 'main')], { env: db.env, cwd: ROOT });
  // The server ended on its own (a crash, a port in use): so does this.
  const code = await new Promise((resolve) => server.once('exit', (c) => resolve(c ?? 1)));
  await db.stop();
  process.exit(code);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await db.stop();
  process.exit(1);
}
