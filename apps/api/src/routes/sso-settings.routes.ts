import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, detailResponse, idParam } from '@waymark/contract';
import {
  ssoSettingsAnswer,
  ssoSettingsBody,
  ssoTestBody,
  ssoTestResult,
} from '@waymark/contract/sso';
import { actorOf, requireAuth } from '../http/request-auth.js';
import { publicOrigin } from '../http/public-origin.js';
import type { RouteOptions } from './route-options.js';

const tags = ['organisations'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };

/** An organisation's OpenID Connect provider, for whoever may change the organisation. */
export const ssoSettingsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { container, config },
) => {
  const { ssoSettings, layouts } = container.services;
  const path = '/api/organisations/:id/sso/';

  app.get(
    path,
    {
      schema: {
        tags,
        summary: 'The organisation’s single sign-on settings (never the client secret)',
        params: idParam,
        response: { 200: ssoSettingsAnswer, ...errors },
      },
    },
    async (request) =>
      ssoSettings.get(
        requireAuth(request).principal,
        request.params.id,
        await publicOrigin(request, layouts, config),
      ),
  );

  app.put(
    path,
    {
      schema: {
        tags,
        summary: 'Set the organisation’s OpenID Connect provider',
        params: idParam,
        body: ssoSettingsBody,
        response: { 200: ssoSettingsAnswer, ...errors },
      },
    },
    async (request) =>
      ssoSettings.save(
        requireAuth(request).principal,
        request.params.id,
        request.body,
        await publicOrigin(request, layouts, config),
        actorOf(request),
      ),
  );

  app.delete(
    path,
    {
      schema: {
        tags,
        summary: 'Turn single sign-on off for the organisation',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await ssoSettings.remove(requireAuth(request).principal, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${path}test/`,
    {
      schema: {
        tags,
        summary: 'Run discovery at an issuer and say what it found (“Test connection”)',
        params: idParam,
        body: ssoTestBody,
        response: { 200: ssoTestResult, ...errors },
      },
    },
    async (request) =>
      ssoSettings.test(requireAuth(request).principal, request.params.id, request.body.issuer),
  );
};
