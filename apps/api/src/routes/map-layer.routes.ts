import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  badRequest,
  detailResponse,
  idParam,
  idText,
  mapLayerOrder,
  mapRead,
} from '@waymark/contract';
import { actorOf, requireAuth } from '../http/request-auth.js';
import type { RouteOptions } from './route-options.js';

const tags = ['maps'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };
const mapLayerParams = idParam.extend({ layerId: idText });

/** Which layers a map shows, and in which order (maps.change_map, the map editable). */
export const mapLayerRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { mapLayers } = container.services;

  app.patch(
    '/api/maps/:id/layer/:layerId/',
    {
      schema: {
        tags,
        summary: 'Attach a layer to the map (at the end)',
        params: mapLayerParams,
        response: { 200: mapRead, ...errors },
      },
    },
    async (request) =>
      mapLayers.attach(
        requireAuth(request).principal,
        request.params.id,
        request.params.layerId,
        actorOf(request),
      ),
  );

  app.delete(
    '/api/maps/:id/layer/:layerId/',
    {
      schema: {
        tags,
        summary: 'Detach a layer from the map',
        params: mapLayerParams,
        response: { 200: mapRead, ...errors },
      },
    },
    async (request) =>
      mapLayers.detach(
        requireAuth(request).principal,
        request.params.id,
        request.params.layerId,
        actorOf(request),
      ),
  );

  app.put(
    '/api/maps/:id/layers/',
    {
      schema: {
        tags,
        summary:
          'Reorder the map’s layers: layer_ids lists every layer of the map the caller can see, ' +
          'first drawn first (as the map’s `layers`); layers the caller cannot see keep their places',
        params: idParam,
        body: mapLayerOrder,
        response: { 200: mapRead, ...errors },
      },
    },
    async (request) =>
      mapLayers.reorder(
        requireAuth(request).principal,
        request.params.id,
        request.body.layer_ids,
        actorOf(request),
      ),
  );
};
