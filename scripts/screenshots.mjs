// @ts-check
// `npm run screenshots`: the browser tests tagged @screens — every screen in English, French
// and Irish and on a phone — written under /tmp to be looked at. npm test leaves them out.
import { useProjectNode } from './lib/runtime.mjs';
import { bin, provision, ROOT } from './lib/provision.mjs';
import { exitOnStopSignal, run } from './lib/run.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

await useProjectNode();

const db = await provision({ browser: true });
exitOnStopSignal(() => db.stop(), 1);
let code = 0;
try {
  await ensureWebBuild(ROOT);
  await run(
    bin('playwright'),
    ['test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
    { cwd: ROOT, env: { ...db.env, WAYMARK_SCREENSHOTS: '1' } },
  );
} catch {
  code = 1;
}
await db.stop();
process.exit(code);
