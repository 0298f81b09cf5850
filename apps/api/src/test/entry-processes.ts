import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT_DIR, type Config } from '../config.js';

/**
 * The real entry points a deployment runs, built (apps/api/dist, which the tests' global set-up
 * builds): the api server and the worker.
 */
export type Entry = 'main' | 'worker';

export interface SpawnOptions {
  stdout?: 'ignore' | 'pipe';
  /** A process group of its own, so that a test can tell whether anything it started is left. */
  detached?: boolean;
}

/**
 * One of the real entry points as a process of its own, on the test's database, storage and
 * work directory (as processes on several machines share them), with `env` on top. It stops at
 * once when told to (no load balancer to wait for) unless `env` says otherwise.
 */
export function spawnEntry(
  entry: Entry,
  config: Config,
  env: Record<string, string>,
  { stdout = 'ignore', detached = false }: SpawnOptions = {},
): ChildProcess {
  return spawn(process.execPath, [path.join(ROOT_DIR, 'apps/api/dist', `${entry}.js`)], {
    cwd: ROOT_DIR,
    stdio: ['ignore', stdout, 'inherit'],
    detached,
    env: {
      ...process.env,
      DATABASE_URL: config.DATABASE_URL,
      STORAGE_DIR: config.STORAGE_DIR,
      WORK_DIR: config.WORK_DIR,
      SHUTDOWN_DELAY_SECONDS: '0',
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
  /** Resolves with the first line of its log (past or to come) that matches. */
  logged(pattern: RegExp): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The api server (apps/api/dist/main.js) in its own process on a port of its choosing, without
 * the inline worker: as a deployment runs several of them behind a load balancer.
 */
export async function startApiProcess(
  config: Config,
  env: Record<string, string> = {},
  options: Pick<SpawnOptions, 'detached'> = {},
): Promise<ApiProcess> {
  const child = spawnEntry(
    'main',
    config,
    {
      PORT: '0',
      HOST: '127.0.0.1',
      WORKER: 'off',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'info',
      ...env,
    },
    { stdout: 'pipe', detached: options.detached },
  );
  const log = readLog(child);
  try {
    const [, url] = /Server listening at (http:\/\/[^"\s]+)/.exec(
      await log.logged(/Server listening at http:/),
    )!;
    return { url: url!, child, logged: log.logged, stop: () => stopProcess(child) };
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
}

/**
 * Keeps reading a process's log (a full pipe would stall it), passing on only its errors, and
 * waits for lines in it; a wait fails when the process ends without the line.
 */
export function readLog(child: ChildProcess): { logged(pattern: RegExp): Promise<string> } {
  const lines: string[] = [];
  const waiting = new Set<{ pattern: RegExp; resolve(line: string): void }>();
  const reader = createInterface({ input: child.stdout! });
  reader.on('line', (line) => {
    lines.push(line);
    if (/"level":(5|6)\d/.test(line)) process.stderr.write(`${line}\n`);
    for (const wait of waiting) {
      if (wait.pattern.test(line)) {
        waiting.delete(wait);
        wait.resolve(line);
      }
    }
  });
  // Its output ends after the process (the last lines are read then).
  const ended = new Promise<never>((_, reject) =>
    reader.once('close', () =>
      reject(new Error(`the process ended (${child.exitCode ?? child.signalCode}) without it`)),
    ),
  );
  ended.catch(() => undefined);
  return {
    logged(pattern) {
      const past = lines.find((line) => pattern.test(line));
      if (past !== undefined) return Promise.resolve(past);
      const line = new Promise<string>((resolve) => waiting.add({ pattern, resolve }));
      return Promise.race([line, ended]);
    },
  };
}
