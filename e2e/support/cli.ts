import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './constants.js';

const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CLI = path.join(ROOT, 'apps/api/src/cli/main.ts');

/** Runs the Waymark CLI (`tsx apps/api/src/cli/main.ts ...`) and answers its output. */
export function waymarkCli(args: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync(TSX, [CLI, ...args], { cwd: ROOT, env, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `waymark ${args[0]} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}
