// @ts-check
// `npm run worker`: a processing worker on its own (no HTTP), for running workers on other
// machines against the same database and storage. Set WORKER=off on the api processes then.
// SIGTERM or SIGINT go on to the worker, which finishes or hands back its jobs, then this exits.
import { useProjectNode } from './lib/runtime.mjs';
import { apiEntry, ensureApiBuild } from './lib/api-build.mjs';
import { provision, ROOT } from './lib/provision.mjs';
import { exitOnStopSignal, start } from './lib/run.mjs';

await useProjectNode();
let stopDatabase = async () => {};
exitOnStopSignal(() => stopDatabase());

const db = await provision();
stopDatabase = db.stop;
await ensureApiBuild(ROOT);
const worker = start(process.execPath, [apiEntry(ROOT, 'worker')], { env: db.env, cwd: ROOT });
const code = await new Promise((resolve) => worker.once('exit', (c) => resolve(c ?? 1)));
await db.stop();
process.exit(code);
