import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ROOT_DIR, type Config } from '../config.js';

/** The real entry points a deployment runs: the api server and the worker. */
export type Entry = 'apps/api/src/main.ts' | 'apps/api/src/worker.ts';

/**
 * One of the real entry points as a process of its own, on the test's database, storage and
 * work directory (as processes on several machines share them), with `env` on top.
 */
export function spawnEntry(
  entry: Entry,
  config: Config,
  env: Record<string, string>,
  stdout: 'ignore' | 'pipe' = 'ignore',
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT_DIR,
    stdio: ['ignore', stdout, 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: config.DATABASE_URL,
      STORAGE_DIR: config.STORAGE_DIR,
      WORK_DIR: config.WORK_DIR,
      ...env,
    },
  });
}

/** Ends a process (SIGTERM: it closes its server and pool) and waits until it has gone. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  // Only so that a stuck shutdown cannot hold the suite: not a figure anything asserts on.
  const stuck = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(stuck);
}

export interface ApiProcess {
  /** http://127.0.0.1:<port>, the port the process chose. */
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The api server (apps/api/src/main.ts) in its own process on a port of its choosing, without
 * the inline worker: as a deployment runs several of them behind a load balancer.
 */
export async function startApiProcess(
  config: Config,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const child = spawnEntry(
    'apps/api/src/main.ts',
    config,
    {
      PORT: '0',
      HOST: '127.0.0.1',
      WORKER: 'off',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'info',
      ...env,
    },
    'pipe',
  );
  try {
    return { url: await listeningUrl(child), child, stop: () => stopProcess(child) };
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
}

/**
 * Reads the server's log until it says where it listens, then keeps draining it (a full pipe
 * would stall the process), passing on only its errors.
 */
function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) =>
      reject(new Error(`the api process ended (${code ?? signal}) before it listened`));
    child.once('exit', onExit);
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const listening = /Server listening at (http:\/\/[^"\s]+)/.exec(line);
      if (listening?.[1]) {
        child.off('exit', onExit);
        resolve(listening[1]);
      } else if (/"level":(5|6)\d/.test(line)) {
        process.stderr.write(`${line}\n`);
      }
    });
  });
}
