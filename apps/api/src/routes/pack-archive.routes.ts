import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailResponse, idText, wholeNumberText } from '@waymark/contract';
import { parseByteRange } from '../lib/byte-range.js';
import { matchesETag } from '../tiles/tile-etag.js';
import type { RouteOptions } from './route-options.js';

export const PMTILES_CONTENT_TYPE = 'application/vnd.pmtiles';

/**
 * The URL's parts. The signature is read as any short text and checked against ours, so that a
 * tampered one answers 403 whatever it looks like; numbers that are not numbers name nothing.
 */
const archiveParams = z.object({
  archiveId: idText,
  dataVersion: wholeNumberText(10),
  expires: wholeNumberText(12),
  signature: z.string().max(200),
});

const binary = z.string().meta({ format: 'binary' });

/**
 * Offline packs' archives at signed, immutable URLs (issue 28), for the browser's download and
 * for any static server or CDN in front: byte ranges of the PMTiles file (a reader takes its
 * first 16 KiB, then directories and tiles). No credentials: the signature is the authority.
 */
export const packArchiveRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { container },
) => {
  const { packArchives } = container.services;
  const { storage } = container;

  async function serve(
    request: FastifyRequest<{ Params: z.infer<typeof archiveParams> }>,
    reply: FastifyReply,
  ) {
    const archive = await packArchives.open(request.params);
    const { size, etag } = archive;
    void reply
      .header('ETag', etag)
      .header('Accept-Ranges', 'bytes')
      // Signed and versioned: the same URL is always the same bytes, for everyone who has it.
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      // Read by web apps on other origins (a CDN's host, a viewer of the links) too.
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Expose-Headers', 'Content-Range, Content-Length, ETag')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .type(PMTILES_CONTENT_TYPE);
    if (matchesETag(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
    const range = parseByteRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      return reply.status(416).header('Content-Range', `bytes */${size}`).send(null);
    }
    const span = range ?? { start: 0, end: size - 1 };
    if (range) {
      void reply.status(206).header('Content-Range', `bytes ${span.start}-${span.end}/${size}`);
    }
    void reply.header('Content-Length', String(span.end - span.start + 1));
    // HEAD: the headers alone; nothing is read from storage.
    if (request.method === 'HEAD') return reply.send(null);
    return reply.send(await storage.get(archive.storageKey, span));
  }

  const path = '/api/pack-archives/:archiveId/:dataVersion/:expires/:signature/archive.pmtiles';
  // The link works wherever it is opened: a share viewer's app may send its header along.
  const config = { shareViewer: true };

  app.get(
    path,
    {
      schema: {
        tags: ['packs'],
        summary:
          'A pack’s PMTiles archive at its signed URL (packRead.archives[].url): HEAD, Range ' +
          '(206, 416), ETag; Cache-Control public and immutable, so that a CDN may keep it. 403 ' +
          'for an expired or altered signature (or a share that ended), 404 once its layer is gone',
        params: archiveParams,
        produces: [PMTILES_CONTENT_TYPE],
        security: [],
        response: {
          200: binary,
          206: binary,
          304: z.null(),
          403: detailResponse,
          404: detailResponse,
          416: z.null(),
        },
      },
      exposeHeadRoute: false,
      config,
    },
    serve,
  );

  // HEAD apart from GET: Fastify's own would read the whole archive from storage to drop it.
  app.head(
    path,
    {
      schema: {
        hide: true,
        params: archiveParams,
        response: {
          200: z.null(),
          206: z.null(),
          304: z.null(),
          403: detailResponse,
          404: detailResponse,
          416: z.null(),
        },
      },
      config,
    },
    serve,
  );
};
