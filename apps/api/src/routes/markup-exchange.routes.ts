import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, detailResponse, idParam } from '@waymark/contract';
import { markupExportQuery, markupImport, markupImportResult } from '@waymark/contract/markup';
import { actorOf, requireAuth } from '../http/request-auth.js';
import { contentDisposition } from '../http/send-stored-file.js';
import type { RouteOptions } from './route-options.js';

const tags = ['markups'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };
/** An import of thousands of areas is larger than the API's usual megabyte. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

/** A map's markups out (CSV, GeoJSON) and in (GeoJSON). */
export const markupExchangeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { container },
) => {
  const { markupExports, markupImports } = container.services;

  app.get(
    '/api/maps/:id/markups/export/',
    {
      schema: {
        tags,
        summary:
          'The filtered markups as a file: format=csv, or geojson with every field; comments=true ' +
          'adds their comments',
        params: idParam,
        querystring: markupExportQuery,
        response: { 200: z.any(), ...errors },
      },
      config: { shareViewer: true },
    },
    async (request, reply) => {
      const file = await markupExports.export(
        requireAuth(request).principal,
        request.params.id,
        request.query,
      );
      return (reply as FastifyReply)
        .type(file.contentType)
        .header('Content-Disposition', contentDisposition('attachment', file.fileName))
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    },
  );

  app.post(
    '/api/maps/:id/markups/import/',
    {
      schema: {
        tags,
        summary:
          'Add markups from a GeoJSON FeatureCollection as the export writes it ' +
          '(markups.add_markup); categories the organisation lacks are created',
        params: idParam,
        body: markupImport,
        response: { 201: markupImportResult, ...errors },
      },
      bodyLimit: IMPORT_BODY_LIMIT,
    },
    async (request, reply) => {
      const result = await markupImports.import(
        requireAuth(request).principal,
        request.params.id,
        request.body,
        actorOf(request),
      );
      return reply.status(201).send(result);
    },
  );
};
