// @ts-check
// `npm test`: the same set-up as `npm start`, then type checks, lint, and every test suite.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { useProjectNode } from './lib/runtime.mjs';
import { bin, provision, ROOT } from './lib/provision.mjs';
import { exitOnStopSignal, run, step } from './lib/run.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

await useProjectNode();
let stopDatabase = async () => {};
/** @type {string[]} */
const durations = [];
exitOnStopSignal(() => stopDatabase(), 1);

const RESULTS = path.join(ROOT, 'var', 'test-results');
/** Each unit or API failure a line (scripts/vitest-failures-reporter.mjs). */
const UNIT_FAILURES = path.join(RESULTS, 'vitest-failures.txt');

/** @returns {{ passed: number, failed: number, skipped: number }} */
function vitestCounts(/** @type {string} */ file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

const db = await provision({
  browser: existsSync(path.join(ROOT, 'e2e/playwright.config.ts')),
  // The api and a worker are tested through PgBouncer in transaction mode.
  pooler: true,
  // A cluster the tests start keeps nothing worth a flush to disk.
  durable: false,
});
stopDatabase = db.stop;
durations.push(`set-up ${Math.round(process.uptime())} s`);
step(`on Node.js ${process.versions.node}`);
mkdirSync(RESULTS, { recursive: true });
rmSync(UNIT_FAILURES, { force: true });
let failed = false;
const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const unitFailures = [];

/**
 * @param {string} name
 * @param {() => Promise<void>} fn
 * @param {boolean} announce false when `fn` says itself that it starts (or that it has nothing to do)
 */
async function stage(name, fn, announce = true) {
  if (announce) step(name);
  const started = performance.now();
  try {
    await fn();
  } catch (err) {
    failed = true;
    console.error(`\n${name} failed: ${err instanceof Error ? err.message : err}\n`);
  }
  // Where the time goes, in every log: the suite has to stay under 20 minutes on two cores.
  durations.push(`${name} ${Math.round((performance.now() - started) / 1000)} s`);
}

try {
  const browserTests = existsSync(path.join(ROOT, 'e2e/playwright.config.ts'));
  // tsc and ESLint each keep one core busy: side by side they take the time of the longer, and
  // the web build the browser tests need fills the gaps beside them (it writes only its dist/).
  await Promise.all([
    stage('type-checking', () => run('npm', ['run', '--silent', 'typecheck'], { cwd: ROOT })),
    stage('linting', () => run('npm', ['run', '--silent', 'lint'], { cwd: ROOT })),
    // ensureWebBuild names its step only when the app needs building.
    ...(browserTests ? [stage('building the web app', () => ensureWebBuild(ROOT), false)] : []),
  ]);
  await stage('unit and API tests', () =>
    run(
      bin('vitest'),
      [
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${path.join(RESULTS, 'vitest.json')}`,
        `--reporter=${path.join(ROOT, 'scripts/vitest-failures-reporter.mjs')}`,
      ],
      {
        cwd: ROOT,
        env: { ...db.env, VITEST_FAILURES_FILE: UNIT_FAILURES },
      },
    ),
  );
  const unit = vitestCounts(path.join(RESULTS, 'vitest.json'));
  totals.passed += unit.passed;
  totals.failed += unit.failed;
  totals.skipped += unit.skipped;
  if (existsSync(UNIT_FAILURES)) {
    unitFailures.push(...readFileSync(UNIT_FAILURES, 'utf8').split('\n').filter(Boolean));
  }
  if (browserTests) {
    await stage('browser tests', () =>
      run(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts'], {
        cwd: ROOT,
        env: db.env,
      }),
    );
    const e2e = path.join(RESULTS, 'e2e.json');
    if (existsSync(e2e)) {
      const stats = JSON.parse(readFileSync(e2e, 'utf8')).stats ?? {};
      totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      // A browser test that passed only on its retry is counted, and named, so it gets fixed.
      if (stats.flaky) console.warn(`\n${stats.flaky} browser test(s) passed only on a retry`);
      totals.failed += stats.unexpected ?? 0;
      totals.skipped += stats.skipped ?? 0;
    }
  }
} finally {
  await db.stop();
}
if (failed && totals.failed === 0) totals.failed = 1;
if (unitFailures.length > 0) {
  console.log(`\nFailed unit and API tests:\n${unitFailures.map((f) => `  ${f}`).join('\n')}`);
}
console.log(`\n${durations.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed ? 1 : 0);
