import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badRequest,
  detailResponse,
  idParam,
  mapDownloadQuery,
  sectionQuery,
  sectionResponse,
} from '@waymark/contract';
import { actorOf, requireAuth } from '../http/request-auth.js';
import { contentDisposition } from '../http/send-stored-file.js';
import type { RouteOptions } from './route-options.js';

const tags = ['maps'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };

/** The server side of the map viewer's controls: Cross Section and the map data download. */
export const mapToolRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { sections, mapDownloads } = container.services;

  app.get(
    '/api/maps/:id/section/',
    {
      schema: {
        tags,
        summary:
          'Cross section along a line (lon,lat;lon,lat;… in degrees): every DTM of the map ' +
          'sampled at its own resolution, one series of [metres along the line, elevation or ' +
          'null] per DTM file, and the line’s geodesic length',
        params: idParam,
        querystring: sectionQuery,
        response: { 200: sectionResponse, ...errors },
      },
      config: { shareViewer: true },
    },
    async (request) =>
      sections.section(requireAuth(request).principal, request.params.id, request.query.line),
  );

  app.get(
    '/api/maps/:id/download/',
    {
      schema: {
        tags,
        summary:
          'The map’s vector layers within bbox (w,s,e,n in degrees; a share’s bounds too) as ' +
          'one GeoPackage, a table per layer, geometry in EPSG:4326; 404 when there are none',
        params: idParam,
        querystring: mapDownloadQuery,
        // A GeoPackage stream, sent without serialising.
        response: {
          200: z.string().describe('application/geopackage+sqlite3'),
          ...errors,
        },
      },
      config: { shareViewer: true },
    },
    async (request, reply) => {
      const { principal } = requireAuth(request);
      // A client that leaves while ogr2ogr runs stops it (and its temporary file goes).
      const abort = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableEnded) abort.abort();
      };
      reply.raw.once('close', onClose);
      let made;
      try {
        // A share viewer is no user: the service names the share instead.
        const actor = principal.share ? null : actorOf(request);
        made = await mapDownloads.download(
          principal,
          request.params.id,
          request.query,
          actor,
          abort.signal,
        );
      } catch (err) {
        // Nobody is left to answer: the cancelled ogr2ogr is no error of the server.
        if (abort.signal.aborted) return reply;
        throw err;
      } finally {
        reply.raw.off('close', onClose);
      }
      const { fileName, stream } = made;
      if (abort.signal.aborted) {
        stream.destroy();
        return reply;
      }
      return (reply as FastifyReply)
        .type('application/geopackage+sqlite3')
        .header('Content-Disposition', contentDisposition('attachment', fileName))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
};
