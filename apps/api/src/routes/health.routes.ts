import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@waymark/contract';
import type { RouteOptions } from './route-options.js';

export const healthRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  app.get(
    '/api/health/',
    {
      schema: {
        tags: ['health'],
        summary: 'Database reachable, migrations current, GDAL version (503 when degraded)',
        response: { 200: healthResponse, 503: healthResponse },
      },
      config: { shareViewer: true },
    },
    async (_request, reply) => {
      const health = await container.services.health.check();
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
};
