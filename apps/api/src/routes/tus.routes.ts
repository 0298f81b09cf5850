import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, detailResponse } from '@waymark/contract';
import { HttpError, NotFoundError, ValidationError } from '../lib/errors.js';
import { requireAuth } from '../http/request-auth.js';
import { ownerOf, parseUploadMetadata } from '../uploads/tus-uploads.js';
import { authoriseUploadTarget } from '../uploads/upload-access.js';
import type { RouteOptions } from './route-options.js';

const tags = ['uploads'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };

const tusVersion = z.literal('1.0.0');
const createHeaders = z.object({
  'tus-resumable': tusVersion,
  'upload-length': z.string().regex(/^\d{1,15}$/),
  /** filename and target ('map:<id>' or 'layer:<id>'), base64, as the tus protocol writes them. */
  'upload-metadata': z.string().max(4096),
});
const uploadParams = z.object({ upload: z.string().regex(/^\d{1,10}x[0-9a-f]{32}$/) });
const resumeHeaders = z.object({ 'tus-resumable': tusVersion });

/**
 * The tus protocol (resumable uploads, TusUploads): create an upload, ask where it stands,
 * send the rest, or give it up. Every call is the uploader's own; the body goes to tus as it is.
 */
export const tusRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { tus, repos } = container;
  // tus reads the chunk itself, straight from the request.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  );

  /** tus answers; its errors (plain text) become JSON like every other error of the API. */
  const handOver = async (request: FastifyRequest, reply: FastifyReply, ownerId: number) => {
    const answer = await tus.handle(request.raw, reply.raw, ownerId);
    for (const [name, value] of answer.headers) {
      if (name.toLowerCase() !== 'content-type' && name.toLowerCase() !== 'content-length')
        void reply.header(name, value);
    }
    const text = await answer.text();
    // A failure of tus or its store (say the storage's own message) is logged, not shown.
    if (answer.status >= 500) throw new Error(`tus answered ${answer.status}: ${text.trim()}`);
    if (answer.status >= 400) {
      throw new HttpError(answer.status, { detail: text.trim() || answer.statusText });
    }
    return reply.status(answer.status).send(text === '' ? null : text);
  };
  const ownUpload = (request: FastifyRequest, upload: string) => {
    const { principal } = requireAuth(request);
    if (ownerOf(upload) !== principal.id) throw new NotFoundError();
    return principal.id;
  };

  app.post(
    '/api/uploads/',
    {
      schema: {
        tags,
        summary:
          'Create a resumable upload (tus 1.0.0; Upload-Metadata: filename, target map:<id> or ' +
          'layer:<id>); commit it with the field uploads_tus of a multipart upload',
        headers: createHeaders,
        response: { 201: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { principal } = requireAuth(request);
      const metadata = parseUploadMetadata(request.headers['upload-metadata']);
      await authoriseUploadTarget(principal, metadata.target, repos);
      if (!metadata.filename?.trim()) {
        throw ValidationError.field('upload_metadata', 'filename is required.');
      }
      await handOver(request, reply, principal.id);
    },
  );

  for (const method of ['head', 'patch', 'delete'] as const) {
    app[method](
      '/api/uploads/:upload/',
      {
        schema: {
          tags,
          summary: {
            head: 'Where a resumable upload stands (Upload-Offset)',
            patch: 'Send the next bytes of a resumable upload (application/offset+octet-stream)',
            delete: 'Give up a resumable upload',
          }[method],
          params: uploadParams,
          headers: resumeHeaders,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => handOver(request, reply, ownUpload(request, request.params.upload)),
    );
  }
};
