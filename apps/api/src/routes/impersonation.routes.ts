import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailResponse, badRequest, impersonateAcquireBody } from '@waymark/contract';
import { actorOf, requireAuth } from '../http/request-auth.js';
import type { RouteOptions } from './route-options.js';

const tags = ['impersonation'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };

export const impersonationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { container },
) => {
  const { impersonation } = container.services;

  app.post(
    '/api/impersonate/acquire/',
    {
      schema: {
        tags,
        summary:
          'Act as another user of a shared organisation (profiles.impersonate); form field user_pk',
        body: impersonateAcquireBody,
        response: { 200: detailResponse, ...errors },
      },
      // The web app posts a FormData: read its fields into the body before validation.
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        const fields: Record<string, string> = {};
        for await (const part of request.parts({
          limits: { fields: 10, files: 0, fieldSize: 1024 },
        })) {
          if (part.type === 'field' && typeof part.value === 'string')
            fields[part.fieldname] = part.value;
        }
        request.body = fields as unknown as typeof request.body;
      },
    },
    async (request) => {
      const current = requireAuth(request);
      await impersonation.acquire(
        current.realPrincipal,
        current.tokenId,
        request.body.user_pk,
        actorOf(request),
      );
      return { detail: 'Impersonation started.' };
    },
  );

  app.post(
    '/api/impersonate/release/',
    {
      schema: {
        tags,
        summary: 'Stop impersonating',
        response: { 200: detailResponse, 403: detailResponse },
      },
      // An impersonator whose own organisation now requires two-factor sign-in comes back to
      // their own session to set it up.
      config: { openBeforeTwoFactor: true },
    },
    async (request) => {
      const current = requireAuth(request);
      await impersonation.release(current.tokenId, current.impersonatedUserId, actorOf(request));
      return { detail: 'Impersonation ended.' };
    },
  );
};
