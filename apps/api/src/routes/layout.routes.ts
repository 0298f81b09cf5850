import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailResponse, idParam, layoutSchema } from '@waymark/contract';
import type { RouteOptions } from './route-options.js';

const tags = ['layout'];

/**
 * Branding is public: the sign-in screen needs it before anyone is signed in, and so does the
 * two-factor set-up a session may have to go through first.
 */
export const layoutRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { layouts } = container.services;

  app.get(
    '/api/layout/',
    {
      schema: {
        tags,
        summary: 'Layout for the request’s host; 404 when the host is not configured',
        response: { 200: layoutSchema, 404: detailResponse },
      },
      config: { shareViewer: true, openBeforeTwoFactor: true },
    },
    async (request) => layouts.forHost(request.host),
  );

  app.get(
    '/api/layout/:id',
    {
      schema: {
        tags,
        summary: 'Layout of an organisation (falls back to the host’s, then the built-in one)',
        params: idParam,
        response: { 200: layoutSchema, 404: detailResponse },
      },
      config: { shareViewer: true, openBeforeTwoFactor: true },
    },
    async (request) => layouts.forOrganisation(request.params.id, request.host),
  );
};
