import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import { startServer, untilHealthy } from './bench-server.js';
import { runNginx } from './nginx.js';

/** A processing worker process (`npm run worker`), as a deployment runs it. */
export function startWorker(env: Record<string, string>): { stop: () => Promise<void> } {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT_DIR, 'apps/api/src/worker.ts')],
    { cwd: ROOT_DIR, env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: 'inherit' },
  );
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Debian's nginx in front of api processes, as a load balancer: round robin, keep-alive to
 * the upstreams, no caching of its own (the api's answers and ETags pass through).
 */
export async function startNginx(dir: string, port: number, upstreams: readonly string[]) {
  const http = `client_max_body_size 0;
  upstream waymark {
    ${upstreams.map((u) => `server ${u};`).join('\n    ')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://waymark;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_request_buffering off;
      proxy_buffering off;
    }
  }`;
  return runNginx(dir, port, http, (base) => untilHealthy(base, 10_000));
}

/**
 * `count` api processes on ports from `firstPort`, processing off (workers do it). They trust
 * X-Forwarded-For as a deployment behind nginx does: rate limits count each client, not nginx.
 */
export async function startApis(
  env: Record<string, string>,
  firstPort: number,
  count: number,
  nice = 0,
) {
  return Promise.all(
    Array.from({ length: count }, (_, k) =>
      startServer({ ...env, TRUST_PROXY: 'true' }, firstPort + k, nice),
    ),
  );
}
