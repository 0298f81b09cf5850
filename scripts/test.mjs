// @ts-check
// `npm test`: the same set-up as `npm start`, then type checks, lint, and every test suite.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { useProjectNode } from './lib/runtime.mjs';
import { provision, ROOT } from './lib/provision.mjs';
import { exitOnStopSignal, run, step } from './lib/run.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

await useProjectNode();
let stopDatabase = async () => {};
/** @type {string[]} */
const durations = [];
exitOnStopSignal(() => stopDatabase(), 1);

const RESULTS = path.join(ROOT, 'var', 'test-results');
const bin = (/** @type {string} */ name) => path.join(ROOT, 'node_modules/.bin', name);

/** @returns {{ passed: number, failed: number, skipped: number, failures: string[] }} */
function vitestCounts(/** @type {string} */ file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0, failures: [] };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures: vitestFailures(report),
  };
}

/**
 * Each failed test (or file that failed outside its tests) with the first line of its error:
 * repeated at the very end of the log, where a CI log's tail still shows it after the browser
 * tests' output.
 * @param {{ testResults?: { name: string, status: string, message?: string,
 *   assertionResults?: { status: string, fullName: string, failureMessages?: string[] }[] }[] }} report
 */
function vitestFailures(report) {
  const firstLine = (/** @type {string | undefined} */ text) => (text ?? '').trim().split('\n')[0];
  return (report.testResults ?? []).flatMap((result) => {
    const file = path.relative(ROOT, result.name);
    const tests = (result.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${file} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (tests.length === 0 && result.status === 'failed') {
      return [`${file}: ${firstLine(result.message)}`];
    }
    return tests;
  });
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
let failed = false;
const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const unitFailures = [];

/** @param {string} name @param {() => Promise<void>} fn */
async function stage(name, fn) {
  step(name);
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
    ...(browserTests ? [stage('building the web app', () => ensureWebBuild(ROOT))] : []),
  ]);
  await stage('unit and API tests', () =>
    run(
      bin('vitest'),
      [
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${path.join(RESULTS, 'vitest.json')}`,
      ],
      {
        cwd: ROOT,
        env: db.env,
      },
    ),
  );
  const unit = vitestCounts(path.join(RESULTS, 'vitest.json'));
  totals.passed += unit.passed;
  totals.failed += unit.failed;
  totals.skipped += unit.skipped;
  unitFailures.push(...unit.failures);
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
