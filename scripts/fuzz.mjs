// @ts-check
// `npm run fuzz [-- runs]`: the API fuzzing of `npm test`, longer and with a new seed each time.
// The seed is printed: FUZZ_SEED=<seed> npm run fuzz replays a failure.
import { useProjectNode } from './lib/runtime.mjs';
import { bin, provision, ROOT } from './lib/provision.mjs';
import { exitOnStopSignal, run } from './lib/run.mjs';

await useProjectNode();

const runs = process.argv[2] ?? process.env.FUZZ_RUNS ?? '200';
const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
console.log(`fuzzing every operation: ${runs} runs per breaker, seed ${seed}`);
const db = await provision();
exitOnStopSignal(() => db.stop(), 1);
let code = 0;
try {
  await run(bin('vitest'), ['run', '--project', 'api', 'src/routes/fuzz.routes.test.ts'], {
    cwd: ROOT,
    env: { ...db.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
  });
} catch {
  code = 1;
  console.error(`fuzzing found a failure; replay with FUZZ_SEED=${seed} npm run fuzz -- ${runs}`);
}
await db.stop();
process.exit(code);
