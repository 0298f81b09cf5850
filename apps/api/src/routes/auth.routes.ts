import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  detailResponse,
  badRequest,
  loginBody,
  loginResponse,
  twoFactorChallenge,
  logoutResponse,
  passwordChangeBody,
  passwordResetBody,
  passwordResetConfirmBody,
  profile,
} from '@waymark/contract';
import {
  actorOf,
  clearSessionCookie,
  requireAuth,
  setSessionCookie,
} from '../http/request-auth.js';
import { publicOrigin } from '../http/public-origin.js';
import { clientAndEmail, type RouteOptions } from './route-options.js';
import { isFailedSignIn } from '../services/auth.service.js';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { container, config },
) => {
  const { auth, passwordReset, users, layouts, limits, ssoSignIn } = container.services;

  app.post(
    '/api/auth/login/',
    {
      // Before any session: a cookie left by one held back for its second factor is moot.
      config: { openBeforeTwoFactor: true },
      schema: {
        tags,
        summary:
          'Sign in with email and password (and `code`, for an account with two-factor sign-in); ' +
          'answers the token key. Such an account without a right code is answered 400 ' +
          '`{code: [message], two_factor_required: true}`',
        body: loginBody,
        response: { 200: loginResponse, 400: z.union([twoFactorChallenge, badRequest]) },
      },
    },
    async (request, reply) => {
      // Failed sign-ins count; the attempt is taken first (concurrent guesses cannot slip
      // past the limit) and given back when it succeeds or fails for another reason.
      const attempt = clientAndEmail(request, request.body.email);
      await limits.loginFailures.reserve(attempt);
      let key: string;
      try {
        ({ key } = await auth.login(request.body, { ip: request.ip, requestId: request.id }));
      } catch (err) {
        if (!isFailedSignIn(err)) {
          await limits.loginFailures.release(attempt).catch(() => undefined);
        }
        throw err;
      }
      await limits.loginFailures.release(attempt);
      setSessionCookie(request, reply, key);
      return { key };
    },
  );

  app.post(
    '/api/auth/logout/',
    {
      config: { openBeforeTwoFactor: true },
      schema: {
        tags,
        summary:
          'Revoke the token in use; a single sign-on session also answers where the provider ' +
          'ends its own',
        response: { 200: logoutResponse },
      },
    },
    async (request, reply) => {
      let endSessionUrl: string | undefined;
      if (request.auth) {
        const { tokenId } = request.auth;
        endSessionUrl = await ssoSignIn.endSessionUrl(
          tokenId,
          await publicOrigin(request, layouts, config),
        );
        await auth.logout(tokenId, actorOf(request));
      }
      clearSessionCookie(reply);
      return {
        detail: 'Successfully logged out.',
        ...(endSessionUrl && { end_session_url: endSessionUrl }),
      };
    },
  );

  const profileRoute = {
    schema: {
      tags,
      summary: 'The signed-in user',
      response: { 200: profile, 403: detailResponse },
    },
    // What a session that must set up two-factor sign-in first is told to do.
    config: { openBeforeTwoFactor: true },
  };
  const profileHandler = async (request: Parameters<typeof requireAuth>[0]) => {
    const current = requireAuth(request);
    return users.profile(
      current.principal,
      current.impersonatedUserId === null ? null : current.realPrincipal.id,
      current.twoFactorPending,
    );
  };
  app.get('/api/auth/user/', profileRoute, profileHandler);
  app.get('/api/users/me/', profileRoute, profileHandler);

  app.post(
    '/api/auth/password/change/',
    {
      schema: {
        tags,
        summary: 'Change the signed-in user’s password',
        body: passwordChangeBody,
        response: { 200: detailResponse, 400: badRequest, 403: detailResponse },
      },
    },
    async (request) => {
      const current = requireAuth(request);
      await auth.changePassword(current.principal.id, request.body, actorOf(request));
      return { detail: 'New password has been saved.' };
    },
  );

  app.post(
    '/api/auth/password/reset/',
    {
      // Before any session: a cookie left by one held back for its second factor is moot.
      config: { openBeforeTwoFactor: true },
      schema: {
        tags,
        summary: 'Mail a password-reset link (answers the same whether the account exists or not)',
        body: passwordResetBody,
        response: { 200: detailResponse, 400: badRequest },
      },
    },
    async (request) => {
      await limits.passwordResets.reserve(clientAndEmail(request, request.body.email));
      const origin = await publicOrigin(request, layouts, config);
      await passwordReset.request(request.body.email, origin, request.ip);
      return { detail: 'Password reset e-mail has been sent.' };
    },
  );

  app.post(
    '/api/auth/password/reset/confirm/',
    {
      // Before any session: a cookie left by one held back for its second factor is moot.
      config: { openBeforeTwoFactor: true },
      schema: {
        tags,
        summary: 'Set a new password with the link’s uid and token; signs the user out everywhere',
        body: passwordResetConfirmBody,
        response: { 200: detailResponse, 400: badRequest },
      },
    },
    async (request) => {
      await passwordReset.confirm(request.body, request.ip);
      return { detail: 'Password has been reset with the new password.' };
    },
  );
};
