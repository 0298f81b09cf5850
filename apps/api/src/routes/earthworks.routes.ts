import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  badRequest,
  detailResponse,
  elevationAnswer,
  elevationChangeRequest,
  elevationQuery,
  idParam,
  idText,
  layerRead,
  volumeAnswer,
  volumeRequest,
} from '@waymark/contract';
import { actorOf, requireAuth } from '../http/request-auth.js';
import type { RouteOptions } from './route-options.js';

const tags = ['earthworks'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };

/** Surveys compared: heights where the map is clicked, cut and fill, elevation changes. */
export const earthworksRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { elevations, volumes, elevationChanges } = container.services;

  app.get(
    '/api/maps/:id/layers/:layerId/elevation/',
    {
      schema: {
        tags,
        summary:
          'The height of a layer of heights (a DTM, an elevation change) at lng/lat: the survey ' +
          'on top, or of `date` for a series; null where it has none',
        params: idParam.extend({ layerId: idText }),
        querystring: elevationQuery,
        response: { 200: elevationAnswer, ...errors },
      },
      config: { shareViewer: true },
    },
    async (request) =>
      elevations.at(
        requireAuth(request).principal,
        request.params.id,
        request.params.layerId,
        request.query,
      ),
  );

  app.post(
    '/api/maps/:id/volume/',
    {
      schema: {
        tags,
        summary:
          'Cut, fill and net volume (m³) inside a polygon (drawn in degrees, or a polygon ' +
          'feature of a layer of the map) between two surveys of heights, or one and a flat base ' +
          'plane; computed in a projected metric system, which the answer names',
        params: idParam,
        body: volumeRequest,
        response: { 200: volumeAnswer, ...errors },
      },
      config: { shareViewer: true },
    },
    async (request) =>
      volumes.volume(requireAuth(request).principal, request.params.id, request.body),
  );

  app.post(
    '/api/maps/:id/elevation-change/',
    {
      schema: {
        tags,
        summary:
          'A new layer of the map: later minus earlier of two surveys of heights, on the later ' +
          'one’s grid, computed by the workers (its status shows the progress)',
        params: idParam,
        body: elevationChangeRequest,
        response: { 201: layerRead, ...errors },
      },
    },
    async (request, reply) => {
      const layer = await elevationChanges.create(
        requireAuth(request).principal,
        request.params.id,
        request.body,
        actorOf(request),
      );
      return reply.status(201).send(layer);
    },
  );
};
