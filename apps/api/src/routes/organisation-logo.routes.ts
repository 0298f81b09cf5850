import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, detailResponse, idParam, organisation } from '@waymark/contract';
import { actorOf, requireAuth } from '../http/request-auth.js';
import { matchesETag } from '../tiles/tile-etag.js';
import { LOGO_PART_LIMITS } from '../uploads/receive-logo.js';
import type { RouteOptions } from './route-options.js';

const tags = ['organisations'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** An organisation's logo: set and removed by its admins, served to anyone (branding). */
export const organisationLogoRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { container },
) => {
  const { organisationLogos } = container.services;

  app.post(
    '/api/organisations/:id/logo/',
    {
      schema: {
        tags,
        summary:
          'Set the organisation’s logo (organisations.change_organisation, organisation admin): ' +
          'multipart/form-data with one image file `logo` (PNG, JPEG, WebP, GIF or SVG, at most 2 MB), ' +
          'stored as a PNG that fits 300×110; layout.logo becomes its URL',
        params: idParam,
        response: { 200: organisation, ...errors },
      },
    },
    async (request) =>
      organisationLogos.set(
        requireAuth(request).principal,
        request.params.id,
        () => request.parts({ limits: LOGO_PART_LIMITS }),
        actorOf(request),
      ),
  );

  app.get(
    '/api/organisations/:id/logo/',
    {
      schema: {
        tags,
        summary:
          'The organisation’s logo (image/png), public: cached for good when `v` names the current ' +
          'logo (as layout.logo does), else revalidated (ETag); 404 when it has none',
        params: idParam,
        querystring: z.object({ v: z.string().max(64).optional() }),
        response: { 200: z.any(), 304: z.null(), 404: detailResponse },
      },
      // Public, and on the two-factor set-up a session may have to go through first.
      config: { openBeforeTwoFactor: true },
    },
    async (request, reply) => {
      const logo = await organisationLogos.read(request.params.id, request.query.v);
      const etag = `"${logo.sha256}"`;
      void reply
        .header('ETag', etag)
        .header('Cache-Control', logo.current ? IMMUTABLE : 'no-cache')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline; filename="logo.png"');
      if (matchesETag(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      return reply.type('image/png').send(await logo.open());
    },
  );

  app.delete(
    '/api/organisations/:id/logo/',
    {
      schema: {
        tags,
        summary: 'Remove the organisation’s logo (layout.logo becomes null)',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await organisationLogos.remove(
        requireAuth(request).principal,
        request.params.id,
        actorOf(request),
      );
      return reply.status(204).send(null);
    },
  );
};
