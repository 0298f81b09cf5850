import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, detailResponse, idParam } from '@waymark/contract';
import {
  ssoCallbackQuery,
  ssoExchangeAnswer,
  ssoExchangeBody,
  ssoLookupAnswer,
  ssoLookupBody,
  ssoProviders,
  ssoStartQuery,
} from '@waymark/contract/sso';
import { setSessionCookie } from '../http/request-auth.js';
import { publicOrigin } from '../http/public-origin.js';
import type { RouteOptions } from './route-options.js';

const tags = ['auth'];
const redirect = { 302: z.any() };
// Signing in comes before any session: one that must still set up its second factor (a cookie
// left behind) does not hold it back.
const beforeSignIn = { openBeforeTwoFactor: true };

/** Signing in through an organisation's OpenID Connect provider (issue 30). */
export const ssoRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { container, config },
) => {
  const { ssoSignIn, layouts } = container.services;
  const originOf = (request: Parameters<typeof publicOrigin>[0]) =>
    publicOrigin(request, layouts, config);

  app.get(
    '/api/auth/sso/',
    {
      config: beforeSignIn,
      schema: {
        tags,
        summary: 'The single sign-on provider of this host’s organisation, for the sign-in screen',
        response: { 200: ssoProviders },
      },
    },
    async (request) => ({
      providers: await ssoSignIn.providerFor(await layouts.organisationIdOfHost(request.host)),
    }),
  );

  app.post(
    '/api/auth/sso/lookup/',
    {
      config: beforeSignIn,
      schema: {
        tags,
        summary: 'The provider that signs in an address, by its domain (e-mail-first sign-in)',
        body: ssoLookupBody,
        response: { 200: ssoLookupAnswer, 400: badRequest },
      },
    },
    async (request) => ({ provider: await ssoSignIn.lookup(request.body.email) }),
  );

  app.get(
    '/api/auth/sso/:id/start/',
    {
      config: beforeSignIn,
      schema: {
        tags,
        summary: 'Begin signing in through the organisation’s provider (redirects there)',
        params: idParam,
        querystring: ssoStartQuery,
        response: { ...redirect, 400: badRequest, 404: detailResponse },
      },
    },
    async (request, reply) => {
      const location = await ssoSignIn.start(
        request.params.id,
        request.query.next ?? '/',
        await originOf(request),
      );
      return (reply as FastifyReply).redirect(location, 302);
    },
  );

  app.get(
    '/api/auth/sso/callback/',
    {
      config: beforeSignIn,
      schema: {
        tags,
        summary: 'Where the provider sends the browser back; redirects to the web app',
        querystring: ssoCallbackQuery,
        response: { ...redirect, 400: badRequest },
      },
    },
    async (request, reply) => {
      const current = new URL(request.url, await originOf(request));
      const location = await ssoSignIn.callback(current, { ip: request.ip, requestId: request.id });
      return (reply as FastifyReply).redirect(location, 302);
    },
  );

  app.post(
    '/api/auth/sso/exchange/',
    {
      config: beforeSignIn,
      schema: {
        tags,
        summary: 'Trade a completed single sign-in’s one-time code for a token key',
        body: ssoExchangeBody,
        response: { 200: ssoExchangeAnswer, 400: badRequest },
      },
    },
    async (request, reply) => {
      const answer = await ssoSignIn.exchange(request.body.code, {
        ip: request.ip,
        requestId: request.id,
      });
      setSessionCookie(request, reply, answer.key);
      return answer;
    },
  );
};
