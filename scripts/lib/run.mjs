// @ts-check
// Process helpers for the set-up scripts. Plain JavaScript: these run before `npm ci` has
// installed TypeScript tooling.
import { spawn, spawnSync } from 'node:child_process';

/** Children started here that have not exited: a signal to the script goes on to them. */
/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();

/**
 * Starts a command, inheriting stdio, and answers its process.
 * @param {string} cmd @param {string[]} args @param {import('node:child_process').SpawnOptions} [opts]
 * @returns {import('node:child_process').ChildProcess}
 */
export function start(cmd, args, opts = {}) {
  const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
  children.add(child);
  const forget = () => children.delete(child);
  child.once('exit', forget).once('error', forget);
  return child;
}

/**
 * Runs a command, inheriting stdio, and rejects when it fails.
 * @param {string} cmd @param {string[]} args @param {import('node:child_process').SpawnOptions} [opts]
 * @returns {Promise<void>}
 */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = start(cmd, args, opts);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * Ends the script on SIGINT or SIGTERM (Ctrl-C, a process manager) without leaving anything it
 * started running: the signal goes on to every child still running (a server drains first),
 * and once they have all exited `cleanup` runs (it stops the local cluster) and the script
 * exits: with the children's worst exit code, at least `minimumCode`.
 * @param {() => Promise<void>} cleanup
 * @param {number} [minimumCode]
 */
export function exitOnStopSignal(cleanup, minimumCode = 0) {
  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const onSignal = async (signal) => {
    if (stopping) return;
    stopping = true;
    const exits = [...children].map(
      (child) =>
        /** @type {Promise<number>} */ (
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(child.exitCode);
            child.once('exit', (code) => resolve(code ?? 1));
            child.kill(signal);
          })
        ),
    );
    const codes = await Promise.all(exits);
    await cleanup();
    process.exit(Math.max(minimumCode, ...codes));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
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
