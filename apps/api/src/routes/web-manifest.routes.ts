import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_LAYOUT } from '@waymark/contract';
import { NotFoundError } from '../lib/errors.js';
import { webManifest } from '../services/web-manifest.js';
import type { RouteOptions } from './route-options.js';

/**
 * GET /manifest.webmanifest: the installable app's manifest in the branding of the host's
 * organisation (index.html links it). Public like the layout it is made from; a host nobody
 * configured gets the built-in branding. Not part of the API, so not in its OpenAPI document.
 */
export const webManifestRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { container },
) => {
  const { layouts } = container.services;
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const layout = await layouts.forHost(request.host).catch((error: unknown) => {
      if (error instanceof NotFoundError) return DEFAULT_LAYOUT;
      throw error;
    });
    return (
      reply
        .type('application/manifest+json; charset=utf-8')
        // The branding can change at any time; the browser asks again (it checks the installed
        // app's manifest now and then by itself).
        .header('Cache-Control', 'no-cache')
        .send(JSON.stringify(webManifest(layout)))
    );
  });
};
