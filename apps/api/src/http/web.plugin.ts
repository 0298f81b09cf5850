import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app, with every non-/api path that is not a file answered by index.html
 * so that the browser-history routes work on reload.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  runtimeConfig: object,
): Promise<void> {
  // The page's run-time configuration, as a script of our own (no inline script: see the CSP).
  const configScript = `window.waymarkConfig = ${JSON.stringify(runtimeConfig)};\n`;
  app.get('/config.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(configScript),
  );
  const indexHtml = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexHtml);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/precompress.ts).
      preCompressed: true,
      // Ours, below: send's own Cache-Control would overwrite it.
      cacheControl: false,
      // Hashed assets never change; index.html and the service worker's scripts (sw.js, which
      // the browser must see fresh to update the installed app, and its workbox-*.js) must
      // always be revalidated.
      setHeaders: (res, filePath) => {
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', distDir);
  });
}
