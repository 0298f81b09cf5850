// @ts-check
// Process helpers for the set-up scripts. Plain JavaScript: these run before `npm ci` has
// installed TypeScript tooling.
import { spawn, spawnSync } from 'node:child_process';

/**
 * Runs a command, inheriting stdio, and rejects when it fails.
 * @param {string} cmd @param {string[]} args @param {import('node:child_process').SpawnOptions} [opts]
 * @returns {Promise<void>}
 */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * Runs a command and returns its trimmed stdout, or null when it fails.
 * @param {string} cmd @param {string[]} args @param {import('node:child_process').SpawnSyncOptions} [opts]
 */
export function capture(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  return result.status === 0 ? String(result.stdout).trim() : null;
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** @param {string} message */
export function step(message) {
  console.log(`\x1b[36m[waymark]\x1b[0m ${message}`);
}
