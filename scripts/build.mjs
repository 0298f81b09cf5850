// @ts-check
// `npm run build [-- api|web]`: what production runs, each part only when its sources changed:
// the api as JavaScript (apps/api/dist: `node apps/api/dist/main.js`, `worker.js`, `cli/main.js`)
// and the web app (apps/web/dist). `npm start` builds them itself; this is for an image or a
// deployment that runs the entry points directly.
import { useProjectNode } from './lib/runtime.mjs';
import { ensureApiBuild } from './lib/api-build.mjs';
import { ROOT } from './lib/provision.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

await useProjectNode();
const parts = process.argv.slice(2);
const unknown = parts.filter((p) => p !== 'api' && p !== 'web');
if (unknown.length > 0) {
  console.error(`Usage: npm run build [-- api|web]   (unknown: ${unknown.join(' ')})`);
  process.exit(1);
}
if (parts.length === 0 || parts.includes('api')) await ensureApiBuild(ROOT);
if (parts.length === 0 || parts.includes('web')) await ensureWebBuild(ROOT);
