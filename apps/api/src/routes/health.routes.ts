import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, livenessResponse, readinessResponse } from '@waymark/contract';
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

  app.get(
    '/api/health/live/',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no database call)',
        response: { 200: livenessResponse },
      },
      config: { shareViewer: true },
    },
    async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send({ status: 'alive' as const }),
  );

  app.get(
    '/api/health/ready/',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: the database answers and has every migration of this version, and the ' +
          'process is not stopping (503 otherwise)',
        response: { 200: readinessResponse, 503: readinessResponse },
      },
      config: { shareViewer: true },
    },
    async (_request, reply) => {
      const ready = await container.services.health.ready();
      return reply
        .status(ready.status === 'ready' ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send(ready);
    },
  );
};
