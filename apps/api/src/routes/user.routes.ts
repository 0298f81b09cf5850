import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  detailResponse,
  badRequest,
  idParam,
  invitationRead,
  paginated,
  userCreate,
  userListQuery,
  userPatch,
  userRead,
  userSettings,
} from '@waymark/contract';
import { toPage } from '../http/pagination.js';
import { publicOrigin } from '../http/public-origin.js';
import { actorOf, requireAuth } from '../http/request-auth.js';
import type { RouteOptions } from './route-options.js';

const tags = ['users'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };

export const userRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { container, config },
) => {
  const { users, userList, layouts } = container.services;

  app.get(
    '/api/users/',
    {
      schema: {
        tags,
        summary:
          'A page of an organisation’s users (users.change_user, a member of it); `search`: ' +
          'by first name, last name or email',
        querystring: userListQuery,
        response: { 200: paginated(userRead), ...errors },
      },
    },
    async (request) => {
      const { count, results } = await userList.list(requireAuth(request).principal, request.query);
      return toPage(request, request.query, count, results);
    },
  );

  app.post(
    '/api/users/',
    {
      schema: {
        tags,
        summary:
          'Create a user in an organisation the caller administers (users.add_user); an email ' +
          'that already has an account invites that account instead (202, the invitation)',
        body: userCreate,
        response: { 201: userRead, 202: invitationRead, ...errors },
      },
    },
    async (request, reply) => {
      const created = await users.create(
        requireAuth(request).principal,
        request.body,
        actorOf(request),
        await publicOrigin(request, layouts, config),
      );
      return 'user' in created
        ? reply.status(201).send(created.user)
        : reply.status(202).send(created.invitation);
    },
  );

  app.patch(
    '/api/users/me/settings/',
    {
      schema: {
        tags,
        summary:
          'Change the signed-in user’s own settings (markup_notices: mail about their markups)',
        body: userSettings.partial(),
        response: { 200: userSettings, ...errors },
      },
    },
    async (request) =>
      users.updateSettings(requireAuth(request).principal, request.body, actorOf(request)),
  );

  app.get(
    '/api/users/:id/',
    {
      schema: {
        tags,
        summary: 'One user',
        params: idParam,
        response: { 200: userRead, ...errors },
      },
    },
    async (request) => users.get(requireAuth(request).principal, request.params.id),
  );

  app.patch(
    '/api/users/:id/',
    {
      schema: {
        tags,
        summary: 'Change a user (users.change_user; nobody changes their own permissions)',
        params: idParam,
        body: userPatch,
        response: { 200: userRead, ...errors },
      },
    },
    async (request) =>
      users.update(
        requireAuth(request).principal,
        request.params.id,
        request.body,
        actorOf(request),
      ),
  );

  app.delete(
    '/api/users/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a user (users.delete_user; not yourself)',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await users.delete(requireAuth(request).principal, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
};
