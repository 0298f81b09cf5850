import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badRequest,
  deleteFilesBody,
  detailResponse,
  idParam,
  idText,
  layerFilePatch,
  layerFileRead,
  layerFilesQuery,
  modelProperties,
} from '@waymark/contract';
import { sendStoredFile } from '../http/send-stored-file.js';
import { actorOf, requireAuth } from '../http/request-auth.js';
import type { RouteOptions } from './route-options.js';

const tags = ['layer files'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };
const fileParams = idParam.extend({ fileId: idText });

export const layerFileRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { layerFiles } = container.services;
  const { storage } = container;

  app.get(
    '/api/layers/:id/files/',
    {
      schema: {
        tags,
        summary: 'Files of a layer; type=attachment&fid=N gives the attachments of one feature',
        params: idParam,
        querystring: layerFilesQuery,
        response: { 200: z.array(layerFileRead), ...errors },
      },
      config: { shareViewer: true },
    },
    async (request) =>
      layerFiles.list(requireAuth(request).principal, request.params.id, request.query),
  );

  app.get(
    '/api/layers/:id/download_original/',
    {
      schema: {
        tags,
        summary: 'Download an original file of the layer by name',
        params: idParam,
        querystring: z.object({ file: z.string().min(1).max(1024) }),
      },
      config: { shareViewer: true },
    },
    async (request, reply) => {
      const { principal } = requireAuth(request);
      const file = await layerFiles.byName(principal, request.params.id, request.query.file);
      const range = await layerFiles.sendable(principal, file, request.headers.range);
      return sendStoredFile(request, reply, storage, file, false, range);
    },
  );

  app.get(
    '/api/layers/:id/files/:fileId/content/',
    {
      schema: {
        tags,
        summary:
          'A file of the layer: shown in the browser when safe (images, PDF), else downloaded; ?download forces a download; byte ranges; a share viewer gets no COPC points outside the share’s bounds (403; a range running into them is cut short)',
        params: fileParams,
        querystring: z.object({ download: z.string().optional() }),
      },
      config: { shareViewer: true },
    },
    async (request, reply) => {
      const { principal } = requireAuth(request);
      const file = await layerFiles.byId(principal, request.params.id, request.params.fileId);
      const range = await layerFiles.sendable(principal, file, request.headers.range);
      const inline = request.query.download === undefined;
      return sendStoredFile(request, reply, storage, file, inline, range);
    },
  );

  app.get(
    '/api/layers/:id/files/:fileId/model/',
    {
      schema: {
        tags,
        summary:
          'The glb an IFC attachment was converted to at ingest (meshes in metres, y up; each element a node whose extras hold its expressID; the scene’s extras its georeference); 404 for a file not converted',
        params: fileParams,
      },
      config: { shareViewer: true },
    },
    async (request, reply) => {
      const { principal } = requireAuth(request);
      const { id, fileId } = request.params;
      const glb = await layerFiles.modelPart(principal, id, fileId, 'glb');
      return sendStoredFile(request, reply, storage, glb, true);
    },
  );

  app.get(
    '/api/layers/:id/files/:fileId/model/properties/',
    {
      schema: {
        tags,
        summary:
          'The properties of a converted IFC attachment’s elements, by expressID: class, attributes, property and quantity sets, materials',
        params: fileParams,
        response: { 200: modelProperties, ...errors },
      },
      config: { shareViewer: true },
    },
    async (request, reply) => {
      const { principal } = requireAuth(request);
      const { id, fileId } = request.params;
      const properties = await layerFiles.modelPart(principal, id, fileId, 'properties');
      return sendStoredFile(request, reply, storage, properties, true);
    },
  );

  app.patch(
    '/api/layers/:id/files/:fileId/',
    {
      schema: {
        tags,
        summary:
          'Set or correct a file’s survey date, the day its data was captured (null: none), ' +
          'or a 3D model attachment’s place in the 3D view (null: the file’s own); the ' +
          'layer’s editors',
        params: fileParams,
        body: layerFilePatch,
        response: { 200: layerFileRead, ...errors },
      },
    },
    async (request) =>
      layerFiles.patch(
        requireAuth(request).principal,
        request.params.id,
        request.params.fileId,
        request.body,
        actorOf(request),
      ),
  );

  app.delete(
    '/api/layers/:id/files/delete_multi/',
    {
      schema: {
        tags,
        summary: 'Delete several files of a layer (ids in the body)',
        params: idParam,
        body: deleteFilesBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await layerFiles.delete(
        requireAuth(request).principal,
        request.params.id,
        request.body.ids,
        actorOf(request),
      );
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/layers/:id/files/:fileId',
    {
      schema: {
        tags,
        summary: 'Delete one file of a layer',
        params: fileParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { principal } = requireAuth(request);
      await layerFiles.delete(
        principal,
        request.params.id,
        [request.params.fileId],
        actorOf(request),
      );
      return reply.status(204).send(null);
    },
  );
};
