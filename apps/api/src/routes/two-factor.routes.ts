import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, detailResponse, idParam, userRead } from '@waymark/contract';
import {
  twoFactorCodeBody,
  twoFactorRecoveryCodes,
  twoFactorSetup,
} from '@waymark/contract/two-factor';
import { actorOf, requireAuth } from '../http/request-auth.js';
import type { RouteOptions } from './route-options.js';

const tags = ['auth'];
/** 503: the server has no SECRETS_KEY to seal or open secrets with. */
const errors = { 400: badRequest, 403: detailResponse, 429: detailResponse, 503: detailResponse };

/**
 * Two-factor sign-in (TOTP) of the signed-in user's own password account, and its removal by
 * whoever may change a user. The set-up and its confirmation are open to a session that must
 * set it up before anything else.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { twoFactor } = container.services;
  const enrolment = { openBeforeTwoFactor: true };

  app.post(
    '/api/auth/two-factor/setup/',
    {
      config: enrolment,
      schema: {
        tags,
        summary:
          'Start setting up two-factor sign-in: a new secret (base32) and its otpauth:// URI, ' +
          'answered this once; replaces one not yet confirmed, refused while one is on',
        response: { 200: twoFactorSetup, ...errors },
      },
    },
    async (request) => twoFactor.start(requireAuth(request).principal),
  );

  app.post(
    '/api/auth/two-factor/confirm/',
    {
      config: enrolment,
      schema: {
        tags,
        summary:
          'Turn two-factor sign-in on with a first code of the new secret; answers the ten ' +
          'recovery codes, this once',
        body: twoFactorCodeBody,
        response: { 200: twoFactorRecoveryCodes, ...errors },
      },
    },
    async (request) =>
      twoFactor.confirm(requireAuth(request).principal, request.body.code, actorOf(request)),
  );

  app.post(
    '/api/auth/two-factor/disable/',
    {
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off with a code of the app or a recovery code',
        body: twoFactorCodeBody,
        response: { 200: detailResponse, ...errors },
      },
    },
    async (request) => {
      await twoFactor.disable(requireAuth(request).principal, request.body.code, actorOf(request));
      return { detail: 'Two-factor sign-in is off.' };
    },
  );

  app.post(
    '/api/users/:id/two-factor/reset/',
    {
      schema: {
        tags: ['users'],
        summary:
          'Remove a user’s second factor (a lost phone), for whoever may change the user ' +
          '(abilities.reset_two_factor); answers the user',
        params: idParam,
        response: { 200: userRead, 403: detailResponse, 404: detailResponse },
      },
    },
    async (request) =>
      twoFactor.reset(requireAuth(request).principal, request.params.id, actorOf(request)),
  );
};
