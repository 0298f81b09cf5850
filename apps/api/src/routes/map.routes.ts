import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badRequest,
  detailResponse,
  idParam,
  listQuery,
  mapCreate,
  mapListQuery,
  mapPatch,
  mapRead,
  paginated,
} from '@waymark/contract';
import { toPage } from '../http/pagination.js';
import { actorOf, requireAuth } from '../http/request-auth.js';
import type { RouteOptions } from './route-options.js';

const tags = ['maps'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };

export const mapRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { maps, uploads } = container.services;

  app.get(
    '/api/maps/',
    {
      schema: {
        tags,
        summary:
          'Maps the caller can see; `organisation`: only that organisation’s, `search`: by name or title',
        querystring: mapListQuery,
        response: { 200: paginated(mapRead), ...errors },
      },
    },
    async (request) => {
      const { count, results } = await maps.list(
        requireAuth(request).principal,
        request.query,
        request.query.organisation,
      );
      return toPage(request, request.query, count, results);
    },
  );

  app.post(
    '/api/maps/',
    {
      schema: {
        tags,
        summary: 'Create a map (maps.add_map)',
        body: mapCreate,
        response: { 201: mapRead, ...errors },
      },
    },
    async (request, reply) => {
      const created = await maps.create(
        requireAuth(request).principal,
        request.body,
        actorOf(request),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/maps/:id/',
    {
      schema: {
        tags,
        summary: 'One map with its layers; answers 304 when unchanged since If-Modified-Since',
        params: idParam,
        response: { 200: mapRead, 304: z.null(), ...errors },
      },
      config: { shareViewer: true },
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

  app.patch(
    '/api/maps/:id/',
    {
      schema: {
        tags,
        summary:
          'Change a map (maps.change_map). As multipart/form-data: the general upload (uploads, uploads_layer_ids, ' +
          'uploads_layer_names, uploads_epsgs, uploads_attach, uploads_types, repeated per file)',
        params: idParam,
        // null: a multipart request (an upload) has no parsed body.
        body: mapPatch.nullish(),
        response: { 200: mapRead, ...errors },
      },
    },
    async (request) => {
      const { principal } = requireAuth(request);
      if (request.isMultipart()) {
        await uploads.uploadToMap(
          principal,
          request.params.id,
          () => request.parts(),
          actorOf(request),
        );
        return (await maps.get(principal, request.params.id)).map;
      }
      return maps.update(principal, request.params.id, request.body ?? {}, actorOf(request));
    },
  );

  app.delete(
    '/api/maps/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a map (maps.delete_map)',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await maps.delete(requireAuth(request).principal, request.params.id, actorOf(request));
      return reply.status(204).send(null);
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
      (await maps.list(requireAuth(request).principal, request.query, request.params.id)).results,
  );
};
