import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailResponse, idParam, listQuery, mapRead, paginated } from '@waymark/contract';
import { toPage } from '../http/pagination.js';
import { requireAuth } from '../http/request-auth.js';
import type { RouteOptions } from './route-options.js';

const tags = ['maps'];
const errors = { 403: detailResponse, 404: detailResponse };

export const mapRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { maps } = container.services;

  app.get(
    '/api/maps/',
    {
      schema: {
        tags,
        summary: 'Maps the caller can see',
        querystring: listQuery,
        response: { 200: paginated(mapRead), ...errors },
      },
    },
    async (request) => {
      const { count, results } = await maps.list(requireAuth(request).principal, request.query);
      return toPage(request, request.query, count, results);
    },
  );

  app.get(
    '/api/maps/:id/',
    {
      schema: {
        tags,
        summary: 'One map; answers 304 when unchanged since If-Modified-Since',
        params: idParam,
        response: { 200: mapRead, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { map, modified } = await maps.get(requireAuth(request).principal, request.params.id);
      // HTTP dates have whole seconds.
      const lastModified = new Date(Math.floor(modified.getTime() / 1000) * 1000);
      const since = Date.parse(request.headers['if-modified-since'] ?? '');
      void reply
        .header('Last-Modified', lastModified.toUTCString())
        .header('Cache-Control', 'private, no-cache');
      if (!Number.isNaN(since) && lastModified.getTime() <= since)
        return reply.status(304).send(null);
      return map;
    },
  );

  app.get(
    '/api/organisations/:id/maps/',
    {
      schema: {
        tags,
        summary: 'Maps of an organisation the caller belongs to',
        params: idParam,
        querystring: listQuery,
        response: { 200: z.array(mapRead), ...errors },
      },
    },
    async (request) =>
      maps.listForOrganisation(requireAuth(request).principal, request.params.id, request.query),
  );
};
