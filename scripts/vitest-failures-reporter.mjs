// @ts-check
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A Vitest reporter that writes every failure, a line each, to the file named in
 * VITEST_FAILURES_FILE: failed tests, and also what the JSON report leaves out, a hook's error
 * (a beforeAll that times out fails its suite and skips its tests, and the JSON shows the file as
 * failed with no message), a file's own error and errors outside any test. npm test prints the
 * lines again at the very end of its log, where a CI log's tail still shows them.
 * @implements {import('vitest/node').Reporter}
 */
export default class FailuresReporter {
  /** @type {NonNullable<import('vitest/node').Reporter['onTestRunEnd']>} */
  onTestRunEnd(testModules, unhandledErrors) {
    const target = process.env.VITEST_FAILURES_FILE;
    if (!target) return;
    /** @type {string[]} */
    const lines = [];
    const firstLine = (/** @type {{ message?: string }} */ error) =>
      (error.message ?? '').trim().split('\n')[0] || '(an error without a message)';
    for (const module of testModules) {
      const file = path.relative(process.cwd(), module.moduleId);
      for (const error of module.errors()) lines.push(`${file}: ${firstLine(error)}`);
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors())
          lines.push(`${file} › ${suite.fullName}: ${firstLine(error)}`);
      }
      for (const test of module.children.allTests('failed')) {
        const [error] = test.result().errors ?? [];
        lines.push(`${file} › ${test.fullName}: ${error ? firstLine(error) : ''}`);
      }
    }
    for (const error of unhandledErrors) lines.push(`outside any test: ${firstLine(error)}`);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, lines.map((line) => `${line}\n`).join(''));
  }
}
