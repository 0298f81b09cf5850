// @ts-check
// `npm run waymark -- <command> [options]`: the admin CLI, with the database set up first.
import path from 'node:path';
import { provision, ROOT } from './lib/provision.mjs';
import { run } from './lib/run.mjs';
import { API_DIR, TSX } from './lib/tsx.mjs';

const db = await provision();
let code = 0;
try {
  await run(TSX, [path.join(API_DIR, 'src/cli/main.ts'), ...process.argv.slice(2)], {
    env: db.env,
    cwd: ROOT,
  });
} catch {
  code = 1;
}
await db.stop();
process.exit(code);
