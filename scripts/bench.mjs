// @ts-check
// `npm run bench -- <name> [options]`: performance figures, ours beside a baseline, printed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureApiBuild } from './lib/api-build.mjs';
import { ensureDebianPackages } from './lib/dependencies.mjs';
import { provision, ROOT } from './lib/provision.mjs';
import { exitOnStopSignal, run } from './lib/run.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';
import { API_DIR, TSX } from './lib/tsx.mjs';
import { useProjectNode } from './lib/runtime.mjs';

await useProjectNode();

const [name, ...options] = process.argv.slice(2);
const script = name ? path.join(API_DIR, 'src/bench', `${name}.bench.ts`) : '';
if (!name || !existsSync(script)) {
  console.error(
    'Usage: npm run bench -- <ingest|tiles|search|section|ogc|load|volume|relief|tus-receive|scene|scene-engines|markups|pack> [options]',
  );
  process.exit(1);
}
// The tiles bench also measures the web app in Chromium: it needs the browser and the build.
const frontEnd = name === 'tiles' || name === 'scene' || name === 'scene-engines';
const db = await provision({ browser: frontEnd });
exitOnStopSignal(() => db.stop(), 1);
if (frontEnd) await ensureWebBuild(ROOT);
// The benches start the api as `npm start` runs it: Node on the built JavaScript.
await ensureApiBuild(ROOT);
// The load bench puts Debian's nginx in front of several api processes.
if (name === 'load') await ensureDebianPackages(['nginx']);
// The tiles bench also loads light tiles from wrk and pgbench (PostgreSQL's own, in its server
// package).
if (name === 'tiles') await ensureDebianPackages(['wrk', 'postgresql-15']);
let code = 0;
try {
  await run(TSX, [script, ...options], { env: db.env, cwd: ROOT });
} catch {
  code = 1;
}
await db.stop();
process.exit(code);
