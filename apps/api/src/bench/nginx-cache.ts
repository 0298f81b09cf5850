import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { untilHealthy } from './bench-server.js';
import { runNginx } from './nginx.js';

/** Whether Debian's nginx was built with the slice module (`nginx -V` prints to stderr). */
export function hasSliceModule(): boolean {
  const { stderr, stdout } = spawnSync('nginx', ['-V'], { encoding: 'utf8' });
  return `${stderr}${stdout}`.includes('--with-http_slice_module');
}

/**
 * Debian's nginx in front of one api process with its proxy cache on the packs' archives, as a
 * CDN would keep them: the signed URLs are the key (the signature is in the path), the api's
 * `Cache-Control: public, max-age=…, immutable` sets how long (an answer without one is kept a
 * minute; errors answer no-store and are not kept). Nothing is dropped from the api's answers:
 * it sets no cookie on them (nginx keeps no answer that sets one). Byte ranges are cached in
 * 1 MB slices (the slice module: each slice a 206 of its own) when nginx has the module, else the whole archive
 * is fetched once (nginx drops Range towards a cached upstream) and ranges are cut from it.
 * Every other request passes through uncached. Answers carry X-Cache-Status.
 */
export async function startCachingNginx(dir: string, port: number, upstream: string) {
  const slice = hasSliceModule();
  const pass = `proxy_pass http://waymark;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;`;
  const ranges = slice
    ? `slice 1m;
      proxy_cache_key $uri$is_args$args$slice_range;
      proxy_set_header Range $slice_range;
      proxy_cache_valid 200 206 1m;`
    : `proxy_cache_key $uri$is_args$args;
      proxy_cache_valid 200 1m;`;
  const http = `client_max_body_size 0;
  proxy_cache_path ${path.join(dir, 'cache')} levels=1:2 keys_zone=packs:10m max_size=2g inactive=1h use_temp_path=off;
  upstream waymark {
    server ${upstream};
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location /api/pack-archives/ {
      ${pass}
      proxy_cache packs;
      ${ranges}
      proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
    location / {
      ${pass}
      proxy_request_buffering off;
      proxy_buffering off;
    }
  }`;
  const nginx = await runNginx(dir, port, http, (base) => untilHealthy(base, 10_000));
  return { ...nginx, slice };
}
