import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badRequest,
  detailResponse,
  idParam,
  layerCreate,
  layerListQuery,
  layerPatch,
  layerRead,
  layerStatus,
  listQuery,
  paginated,
} from '@waymark/contract';
import { toPage } from '../http/pagination.js';
import { actorOf, requireAuth } from '../http/request-auth.js';
import type { RouteOptions } from './route-options.js';

const tags = ['layers'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };

export const layerRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { layers, uploads } = container.services;

  app.get(
    '/api/layers/',
    {
      schema: {
        tags,
        summary:
          'Layers the caller can see; `organisation`: only that organisation’s, `search`: by name',
        querystring: layerListQuery,
        response: { 200: paginated(layerRead), ...errors },
      },
    },
    async (request) => {
      const { count, results } = await layers.list(
        requireAuth(request).principal,
        request.query,
        request.query.organisation,
      );
      return toPage(request, request.query, count, results);
    },
  );

  app.get(
    '/api/organisations/:id/layers/',
    {
      schema: {
        tags,
        summary: 'Layers of an organisation',
        params: idParam,
        querystring: listQuery,
        response: { 200: z.array(layerRead), ...errors },
      },
    },
    async (request) =>
      (await layers.list(requireAuth(request).principal, request.query, request.params.id)).results,
  );

  app.post(
    '/api/layers/',
    {
      schema: {
        tags,
        summary: 'Create a layer (layers.add_layer)',
        body: layerCreate,
        response: { 201: layerRead, ...errors },
      },
    },
    async (request, reply) => {
      const created = await layers.create(
        requireAuth(request).principal,
        request.body,
        actorOf(request),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/layers/:id/',
    {
      schema: {
        tags,
        summary: 'One layer',
        params: idParam,
        response: { 200: layerRead, ...errors },
      },
    },
    async (request) => layers.get(requireAuth(request).principal, request.params.id),
  );

  app.patch(
    '/api/layers/:id/',
    {
      schema: {
        tags,
        summary:
          'Change a layer (layers.change_layer; owner, or organisation admin for shared layers). ' +
          'As multipart/form-data: upload files into the layer (uploads, uploads_epsgs, uploads_attach, uploads_types per file)',
        params: idParam,
        // null: a multipart request (an upload) has no parsed body.
        body: layerPatch.nullish(),
        response: { 200: layerRead, ...errors },
      },
    },
    async (request) => {
      const { principal } = requireAuth(request);
      if (request.isMultipart()) {
        return uploads.uploadToLayer(
          principal,
          request.params.id,
          () => request.parts(),
          actorOf(request),
          'any',
        );
      }
      return layers.update(principal, request.params.id, request.body ?? {}, actorOf(request));
    },
  );

  for (const [path, kind] of [
    ['upload_file', 'geodata'],
    ['upload_attachment', 'attachment'],
  ] as const) {
    app.post(
      `/api/layers/:id/${path}/`,
      {
        schema: {
          tags,
          summary: `Upload ${kind === 'geodata' ? 'geospatial files' : 'attachments'} into a layer (multipart/form-data)`,
          params: idParam,
          response: { 200: layerRead, ...errors },
        },
      },
      async (request) => {
        const { principal } = requireAuth(request);
        return uploads.uploadToLayer(
          principal,
          request.params.id,
          () => request.parts(),
          actorOf(request),
          kind,
        );
      },
    );
  }

  app.delete(
    '/api/layers/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a layer with its features, files and derived data (layers.delete_layer)',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await layers.delete(requireAuth(request).principal, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/layers/:id/status',
    {
      schema: {
        tags,
        summary: 'Processing state of the layer and of each of its files',
        params: idParam,
        response: { 200: layerStatus, ...errors },
      },
    },
    async (request) => layers.status(requireAuth(request).principal, request.params.id),
  );

  app.get(
    '/api/layers/:id/field-values/:field/',
    {
      schema: {
        tags,
        summary: 'Distinct values of one attribute of the layer',
        params: idParam.extend({ field: z.string().min(1).max(255) }),
        response: { 200: z.array(z.string()), ...errors },
      },
      config: { shareViewer: true },
    },
    async (request) =>
      layers.fieldValues(requireAuth(request).principal, request.params.id, request.params.field),
  );
};
