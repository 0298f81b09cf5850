import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  badRequest,
  detailResponse,
  routeMeasure,
  routeMeasureParams,
  routeMeasureQuery,
} from '@waymark/contract';
import { requireAuth } from '../http/request-auth.js';
import type { RouteOptions } from './route-options.js';

const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };

/** Chainage and mileage of a clicked route line, for the viewer's popup. */
export const routeMeasureRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { container },
) => {
  const { routes } = container.services;

  app.get(
    '/api/maps/:id/layers/:layerId/features/:fid/measure/',
    {
      schema: {
        tags: ['maps'],
        summary:
          'The chainage or mileage of a route’s line (a layer marked as a route) at its point ' +
          'nearest to lng/lat',
        params: routeMeasureParams,
        querystring: routeMeasureQuery,
        // null: the feature is not one of the route's lines (a point or a text of the layer).
        response: { 200: routeMeasure.nullable(), ...errors },
      },
      config: { shareViewer: true },
    },
    async (request) => {
      const { id, layerId, fid } = request.params;
      return routes.measure(
        requireAuth(request).principal,
        id,
        layerId,
        fid,
        request.query.lng,
        request.query.lat,
      );
    },
  );
};
