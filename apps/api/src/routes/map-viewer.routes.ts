import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badRequest,
  detailResponse,
  idParam,
  mapFileRead,
  mapFilesQuery,
  mapSearchQuery,
  searchResponse,
} from '@waymark/contract';
import { requireAuth } from '../http/request-auth.js';
import type { RouteOptions } from './route-options.js';

const tags = ['maps'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };

function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The map viewer's search box and files panel. */
export const mapViewerRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { search, mapFiles, mapViews } = container.services;

  app.post(
    '/api/maps/:id/views/',
    {
      schema: {
        tags,
        summary:
          'The viewer opened the map: counted in its organisation’s usage (maps viewed), for ' +
          'whoever may read it (a share viewer of it too)',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
      // A count kept in memory: no cached answer changes.
      config: { shareViewer: true, changesNothingCached: true },
    },
    async (request, reply) => {
      await mapViews.record(requireAuth(request).principal, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/maps/:id/search/',
    {
      schema: {
        tags,
        summary:
          'Features of the map (by their layer’s search field) and places (the configured ' +
          'geocoder, else the embedded GeoNames gazetteer) matching a query; results in the ' +
          'view (mapView) first',
        params: idParam,
        querystring: mapSearchQuery,
        response: { 200: searchResponse, ...errors },
      },
      config: { shareViewer: true },
    },
    async (request) => {
      // The client compares the echo with its own text, so it is echoed untrimmed.
      const raw = new URL(request.url, 'http://placeholder.invalid').searchParams.get('query');
      return search.search(
        requireAuth(request).principal,
        request.params.id,
        request.query,
        raw ?? request.query.query,
        request.headers['accept-language'],
      );
    },
  );

  app.get(
    '/api/maps/:id/files/',
    {
      schema: {
        tags,
        summary:
          'Files of the map’s layers, by name (search) and place (sw_lon, sw_lat, ne_lon, ' +
          'ne_lat); with ?download (and ids=1,2,3) a zip of them, streamed',
        params: idParam,
        querystring: mapFilesQuery,
        // The zip is a stream, which Fastify sends without serialising.
        response: { 200: z.array(mapFileRead), ...errors },
      },
      config: { shareViewer: true },
    },
    async (request, reply) => {
      const { principal } = requireAuth(request);
      if (request.query.download === undefined) {
        return reply.send(await mapFiles.list(principal, request.params.id, request.query));
      }
      const { fileName, stream } = await mapFiles.zip(principal, request.params.id, request.query);
      // Untyped reply: the zip is a stream, not the JSON list the schema describes.
      return (reply as FastifyReply)
        .type('application/zip')
        .header('Content-Disposition', attachmentDisposition(fileName))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
};
