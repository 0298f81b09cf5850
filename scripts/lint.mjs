// @ts-check
// `npm run lint`: ESLint, Prettier's check and the layer rules, side by side. Each is mostly one
// thread; in npm test they share the cores with type checking and the web build, and one after
// the other they left a core idle once those had finished. Each check's output is printed whole
// when it ends, so the lines of two failures do not mix.
import { spawn } from 'node:child_process';
import { bin, ROOT } from './lib/provision.mjs';

const CHECKS = [
  { name: 'ESLint', cmd: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { name: 'Prettier', cmd: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  { name: 'layer rules', cmd: 'npm', args: ['run', '--silent', 'lint:layers'] },
];

/** @param {(typeof CHECKS)[number]} check @returns {Promise<boolean>} */
function runCheck(check) {
  return new Promise((resolve) => {
    const child = spawn(check.cmd, check.args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => {
      console.error(`${check.name}: ${err.message}`);
      resolve(false);
    });
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      if (text) console.log(text);
      if (code !== 0) console.error(`${check.name} failed (exit ${code})`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(CHECKS.map(runCheck));
process.exitCode = results.every(Boolean) ? 0 : 1;
