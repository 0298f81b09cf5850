import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  coordinateSystem,
  coordinateSystemDefinition,
  coordinateSystemParams,
  coordinateSystemQuery,
  detailResponse,
  STANDARD_COORDINATE_SYSTEMS,
} from '@waymark/contract';
import { requireAuth } from '../http/request-auth.js';
import { NotFoundError } from '../lib/errors.js';
import { FILE_TYPES } from '../processing/file-types.js';
import type { RouteOptions } from './route-options.js';

const children = z.object({ required: z.array(z.string()), optional: z.array(z.string()) });

export const catalogueRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  app.get(
    '/api/types/',
    {
      schema: {
        tags: ['maps'],
        summary: 'The file types catalogue: per type, each extension and its companion files',
        response: {
          200: z.record(z.string(), z.record(z.string(), z.object({ children }))),
          403: detailResponse,
        },
      },
    },
    async (request) => {
      requireAuth(request);
      return FILE_TYPES;
    },
  );

  app.get(
    '/api/maps/coordinate-systems/',
    {
      schema: {
        tags: ['maps'],
        summary:
          'The standard coordinate systems; with ?query=, EPSG systems matching a code or name',
        querystring: coordinateSystemQuery,
        response: { 200: z.array(coordinateSystem), 403: detailResponse },
      },
    },
    async (request) => {
      requireAuth(request);
      const query = request.query.query;
      return query ? container.repos.spatialRefs.search(query) : STANDARD_COORDINATE_SYSTEMS;
    },
  );

  app.get(
    '/api/maps/coordinate-systems/:code/',
    {
      schema: {
        tags: ['maps'],
        summary: "An EPSG system's name and PROJ's definitions (PROJ string, WKT)",
        params: coordinateSystemParams,
        response: { 200: coordinateSystemDefinition, 403: detailResponse, 404: detailResponse },
      },
    },
    async (request) => {
      requireAuth(request);
      const definition = await container.repos.spatialRefs.definition(request.params.code);
      if (!definition) throw new NotFoundError();
      return definition;
    },
  );
};
