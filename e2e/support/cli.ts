import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './constants.js';

const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CLI = 'apps/api/src/cli/main.ts';

/** Runs a TypeScript script of the repository with tsx; answers its output, or throws. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync(TSX, [path.join(ROOT, script), ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(script)} ${args[0] ?? ''} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

/** Runs the Waymark CLI (`tsx apps/api/src/cli/main.ts ...`) and answers its output. */
export function waymarkCli(args: string[], env: NodeJS.ProcessEnv): string {
  return runScript(CLI, args, env);
}
