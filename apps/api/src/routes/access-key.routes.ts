import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessKeyCreate,
  accessKeyListQuery,
  accessKeyRead,
  accessKeyWithSecret,
  badRequest,
  detailResponse,
  idParam,
  paginated,
} from '@waymark/contract';
import { toPage } from '../http/pagination.js';
import { actorOf, requireAuth } from '../http/request-auth.js';
import type { RouteOptions } from './route-options.js';

const tags = ['access keys'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };
// Keys are account settings: managed with a session, never with a key (see the auth plugin).
const config = { sessionOnly: true };

/** Personal access keys for desktop GIS tools: one's own, and an admin's view of their users'. */
export const accessKeyRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { accessKeys } = container.services;

  app.get(
    '/api/access-keys/',
    {
      schema: {
        tags,
        summary: 'The caller’s access keys, with their last use; status= filters',
        querystring: accessKeyListQuery,
        response: { 200: paginated(accessKeyRead), ...errors },
      },
      config,
    },
    async (request) => {
      const { count, results } = await accessKeys.listOwn(
        requireAuth(request).principal,
        request.query,
      );
      return toPage(request, request.query, count, results);
    },
  );

  app.post(
    '/api/access-keys/',
    {
      schema: {
        tags,
        summary:
          'A new read-only access key with a name and an expiry (at most 366 days); the key is answered this once',
        body: accessKeyCreate,
        response: { 201: accessKeyWithSecret, ...errors },
      },
      config,
    },
    async (request, reply) => {
      const created = await accessKeys.create(
        requireAuth(request).principal,
        request.body,
        actorOf(request),
      );
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/access-keys/:id/',
    {
      schema: {
        tags,
        summary:
          'Revoke an access key: its owner, an admin of an organisation of the owner, or a superuser; refused at once everywhere',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
      config,
    },
    async (request, reply) => {
      await accessKeys.revoke(requireAuth(request).principal, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/organisations/:id/access-keys/',
    {
      schema: {
        tags,
        summary: 'The access keys of the organisation’s members (organisation admins)',
        params: idParam,
        querystring: accessKeyListQuery,
        response: { 200: paginated(accessKeyRead), ...errors },
      },
      config,
    },
    async (request) => {
      const { count, results } = await accessKeys.listForOrganisation(
        requireAuth(request).principal,
        request.params.id,
        request.query,
      );
      return toPage(request, request.query, count, results);
    },
  );
};
