import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailResponse, idText, wholeNumberText } from '@waymark/contract';
import { NO_STORE, type ArchiveAnswer } from '../services/pack-archive.service.js';
import { ARCHIVE_FILES, type ArchiveFile } from '../services/pack-url.js';
import type { RouteOptions } from './route-options.js';

/**
 * The URL's parts. The signature is read as any short text and checked against ours, so that a
 * tampered one answers 403 whatever it looks like; numbers that are not numbers name nothing.
 */
const archiveParams = z.object({
  archiveId: idText,
  dataVersion: wholeNumberText(10),
  expires: wholeNumberText(12),
  signature: z.string().max(200),
  file: z.enum(Object.keys(ARCHIVE_FILES) as [ArchiveFile, ...ArchiveFile[]]),
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

  async function serve(
    request: FastifyRequest<{ Params: z.infer<typeof archiveParams> }>,
    reply: FastifyReply,
  ) {
    // Before anything can fail: a 403 or 404 is read by web apps on other origins too (a CDN's
    // host, a viewer of the links), which then tell an ended link from a network error.
    void reply
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Expose-Headers', 'Content-Range, Content-Length, ETag')
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    let answer: ArchiveAnswer;
    try {
      answer = await packArchives.serve(request.params, {
        method: request.method,
        range: request.headers.range,
        ifNoneMatch: request.headers['if-none-match'],
      });
    } catch (err) {
      // An error is no answer to keep: the link may work again (a share renewed) or never.
      void reply.header('Cache-Control', NO_STORE);
      throw err;
    }
    void reply.status(answer.status).headers(answer.headers);
    if (answer.status === 200 || answer.status === 206) void reply.type(answer.contentType);
    return reply.send(answer.body);
  }

  const path = '/api/pack-archives/:archiveId/:dataVersion/:expires/:signature/:file';
  // The link works wherever it is opened: a share viewer's app may send its header along; the
  // answer is for every cache in front, so it sets no cookie.
  const config = { shareViewer: true, sharedCacheable: true };

  app.get(
    path,
    {
      schema: {
        tags: ['packs'],
        summary:
          'A pack’s archive at its signed URL (packRead.archives[].url): archive.pmtiles for ' +
          'tiles, archive.zip for attachments; HEAD, Range ' +
          '(206, 416), ETag; Cache-Control public and immutable, so that a CDN may keep it. 403 ' +
          'for an expired or altered signature (or a share that ended), 404 once its layer is gone',
        params: archiveParams,
        produces: Object.values(ARCHIVE_FILES),
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
