import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { onProcessEnd } from './process-end.js';

/**
 * Debian's nginx in the foreground as a child of this process, with its own config, pid, error
 * log and temp paths under `dir`, listening on 127.0.0.1:`port`. `http` is the rest of its http
 * block (upstreams, locations); `ready` resolves once it serves. It is stopped by `stop`, or
 * when this process ends.
 */
export async function runNginx(
  dir: string,
  port: number,
  http: string,
  ready: (base: string) => Promise<void>,
): Promise<{ base: string; stop: () => Promise<void> }> {
  await mkdir(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'nginx-error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${http.trim()}
}
`,
  );
  const child = spawn('nginx', ['-c', conf, '-p', dir, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cancel = onProcessEnd(() => child.kill('SIGQUIT'));
  const stop = async () => {
    cancel();
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await ready(base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
