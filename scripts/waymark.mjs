// @ts-check
// `npm run waymark -- <command> [options]`: the admin CLI, with the database set up first.
import { useProjectNode } from './lib/runtime.mjs';
import { apiEntry, ensureApiBuild } from './lib/api-build.mjs';
import { provision, ROOT } from './lib/provision.mjs';
import { exitOnStopSignal, run } from './lib/run.mjs';

await useProjectNode();
let stopDatabase = async () => {};
exitOnStopSignal(() => stopDatabase(), 1);

const db = await provision();
stopDatabase = db.stop;
await ensureApiBuild(ROOT);
let code = 0;
try {
  await run(process.execPath, [apiEntry(ROOT, 'cli'), ...process.argv.slice(2)], {
    env: db.env,
    cwd: ROOT,
  });
} catch {
  code = 1;
}
await db.stop();
process.exit(code);
