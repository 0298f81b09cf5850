import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, detailResponse } from '@waymark/contract';
import { analyticsEvent } from '@waymark/contract/analytics';
import { publicOrigin } from '../http/public-origin.js';
import type { RouteOptions } from './route-options.js';

/** The web app's page views and events, relayed to the analytics service (when configured). */
export const analyticsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { container, config },
) => {
  const { analytics, layouts } = container.services;

  app.post(
    '/api/analytics/events/',
    {
      schema: {
        tags: ['analytics'],
        summary:
          'A page view or named event of the web app, relayed to the analytics service when ' +
          'one is configured (and, for a share viewer, when their organisation allows it); ' +
          'always 202, whether it went on or not',
        body: analyticsEvent,
        response: { 202: z.null(), 400: badRequest, 403: detailResponse },
      },
      // Anyone, signed in or not (or yet to set up two-factor sign-in), share viewers included;
      // relaying changes nothing cached.
      config: { shareViewer: true, changesNothingCached: true, openBeforeTwoFactor: true },
    },
    async (request, reply) => {
      await analytics.accept(request.body, {
        principal: request.auth?.principal ?? null,
        origin: () => publicOrigin(request, layouts, config),
        userAgent: request.headers['user-agent'],
      });
      return reply.status(202).send(null);
    },
  );
};
