// @ts-check
// `npm run openapi`: the server's OpenAPI document and its TypeScript types, written into the
// web app (apps/web/src/api/generated), which calls the API only through them.
import path from 'node:path';
import { useProjectNode } from './lib/runtime.mjs';
import { provision, ROOT } from './lib/provision.mjs';
import { exitOnStopSignal, run } from './lib/run.mjs';
import { API_DIR, TSX } from './lib/tsx.mjs';

await useProjectNode();

const db = await provision();
exitOnStopSignal(() => db.stop(), 1);
let code = 0;
try {
  await run(TSX, [path.join(API_DIR, 'src/openapi/write-openapi.ts')], { env: db.env, cwd: ROOT });
} catch {
  code = 1;
}
await db.stop();
process.exit(code);
