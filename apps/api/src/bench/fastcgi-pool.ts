import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TileAddress } from '../tiles/tile-math.js';
import { run } from './bench-support.js';
import type { httpGetter, LoadResult } from './load.js';
import { ensureDebianTool } from './mapserver.js';
import { runNginx } from './nginx.js';
import { onProcessEnd } from './process-end.js';
import { warmThenMeasure } from './vector-contest.js';

/** The absolute path of `command` on PATH (spawn-fcgi execs it without a search). */
export function which(command: string): string {
  const dirs = (process.env.PATH ?? '').split(path.delimiter);
  const file = dirs.map((dir) => path.join(dir, command)).find((f) => existsSync(f));
  if (!file) throw new Error(`${command} is not on PATH`);
  return file;
}

/** Resolves once something answers HTTP at `base`, within `timeoutMs`. */
async function untilListening(base: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  const answers = () =>
    fetch(`${base}/`)
      .then(() => true)
      .catch(() => false);
  while (!(await answers())) {
    if (Date.now() > end) throw new Error(`${base} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface FastCgiPool {
  url: string;
  processes: number;
  stop(): Promise<void>;
}

/**
 * A map server as production runs it: `processes` warm FastCGI processes of `program` (Debian's
 * spawn-fcgi, one Unix socket) behind Debian's nginx on `port`, in the folder `work` (emptied).
 * Both are stopped by `stop`, or when this process exits.
 */
export async function startFastCgiPool(opts: {
  work: string;
  program: string;
  env: NodeJS.ProcessEnv;
  port: number;
  processes: number;
  readyTimeoutMs: number;
}): Promise<FastCgiPool> {
  await ensureDebianTool('spawn-fcgi', ['-v'], 'spawn-fcgi');
  await ensureDebianTool('nginx', ['-v'], 'nginx');
  const { work, port, processes } = opts;
  const socket = path.join(work, 'fcgi.sock');
  const pidFile = path.join(work, 'fcgi.pid');
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  // nginx's workers run as nobody when started as root: the socket is open to all (loopback
  // benchmark only).
  const args = ['-F', `${processes}`, '-s', socket, '-M', '0666', '-P', pidFile];
  await run('spawn-fcgi', [...args, '--', opts.program], { env: opts.env });
  // spawn-fcgi detaches its children (their own sessions): they are killed by pid. A FastCGI
  // map server only ends after one more request on SIGTERM; it holds nothing worth a clean exit.
  const pids = (await readFile(pidFile, 'utf8')).split(/\s+/).filter(Boolean).map(Number);
  const kill = () => {
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  const cancel = onProcessEnd(kill);
  // server_name: QGIS Server redirects / to its landing page at SERVER_NAME.
  const http = `upstream fcgi { server unix:${socket}; }
  server {
    listen 127.0.0.1:${port};
    server_name 127.0.0.1;
    location / {
      fastcgi_pass fcgi;
      include /etc/nginx/fastcgi_params;
      fastcgi_buffer_size 32k;
      fastcgi_buffers 16 32k;
    }
  }`;
  const nginx = await runNginx(work, port, http, (base) =>
    untilListening(base, opts.readyTimeoutMs),
  ).catch((error: unknown) => {
    cancel();
    kill();
    throw error;
  });
  return {
    url: `${nginx.base}/`,
    processes,
    stop: async () => {
      await nginx.stop();
      cancel();
      kill();
    },
  };
}

/** The benchmark's HTTP client, a map server's URL and how many requests at a time. */
export interface MapServerClient {
  http: ReturnType<typeof httpGetter>;
  url: string;
  concurrency: number;
}

/**
 * A map server's answers for `tiles` (one pass to warm its processes and caches, then the
 * measured one): a failure is any answer that is not a non-empty tile of the content type
 * `type` matches; the first one's text is printed, tags stripped.
 */
export async function measureFastCgi(
  name: string,
  { http, url, concurrency }: MapServerClient,
  query: (t: TileAddress) => string,
  tiles: readonly TileAddress[],
  type: RegExp,
): Promise<LoadResult> {
  let reported = false;
  const jobs = tiles.map((t) => async () => {
    const res = await http.get(`${url}${query(t)}`);
    const answered = String(res.headers['content-type'] ?? '');
    if (res.status === 200 && type.test(answered) && res.body.length > 0) return res.body.length;
    if (!reported) {
      reported = true;
      const text = res.body
        .toString()
        .replace(/<!--[\s\S]*?-->|<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 300);
      console.warn(`  ${name}: ${res.status} ${answered}: ${text}`);
    }
    return -1;
  });
  return warmThenMeasure(jobs, concurrency);
}
