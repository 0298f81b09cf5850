import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';

/**
 * The real server as its own process, as `npm start` runs it (Node on the built api, which
 * `npm run bench` builds first), on `port`; resolves once /api/health/ answers. With `nice`, at
 * that CPU priority (Debian's nice(1)); `entry`, another server (the HTTP floor, a TypeScript
 * source run by tsx).
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  nice = 0,
  entry = 'apps/api/dist/main.js',
) {
  const file = path.join(ROOT_DIR, entry);
  const command = file.endsWith('.ts')
    ? [path.join(ROOT_DIR, 'node_modules/.bin/tsx'), file]
    : [process.execPath, file];
  const child = spawn(
    nice ? 'nice' : command[0]!,
    nice ? ['-n', String(nice), ...command] : command.slice(1),
    {
      env: {
        ...process.env,
        // No worker unless the bench asks for one (WORKER=inline in `env`).
        WORKER: 'off',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // Stopped when the bench is done: no load balancer to wait for.
        SHUTDOWN_DELAY_SECONDS: '0',
      },
      stdio: 'inherit',
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await untilHealthy(base, 30_000);
  return {
    base,
    /** The process started (the server, or tsx with the server its child): for withCpu. */
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resolves once `base`/api/health/ answers 200, within `timeoutMs`. */
export async function untilHealthy(base: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (
    !(await fetch(`${base}/api/health/`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > end) throw new Error(`${base} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function login(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { key: string }).key;
}

/** The csrftoken cookie the API hands out, as `name=value`. */
export async function csrfCookie(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/api/users/me/`, {
    headers: { authorization: `Token ${token}` },
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('csrftoken='));
  return cookie?.split(';')[0] ?? '';
}
