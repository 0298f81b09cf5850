import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  badRequest,
  detailResponse,
  idParam,
  invitationListQuery,
  invitationRead,
  paginated,
} from '@waymark/contract';
import { toPage } from '../http/pagination.js';
import { actorOf, requireAuth } from '../http/request-auth.js';
import type { RouteOptions } from './route-options.js';

const tags = ['invitations'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };

/** Invitations of existing accounts to organisations: listed, answered by their invitee, cancelled. */
export const invitationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { invitations } = container.services;

  app.get(
    '/api/organisations/:id/invitations/',
    {
      schema: {
        tags,
        summary:
          'A page of the organisation’s invitations of existing accounts, newest first ' +
          '(who may add users to it); `status`: pending, accepted, declined, cancelled, expired',
        params: idParam,
        querystring: invitationListQuery,
        response: { 200: paginated(invitationRead), ...errors },
      },
    },
    async (request) => {
      const { count, results } = await invitations.listForOrganisation(
        requireAuth(request).principal,
        request.params.id,
        request.query,
      );
      return toPage(request, request.query, count, results);
    },
  );

  app.get(
    '/api/invitations/',
    {
      schema: {
        tags,
        summary: 'A page of the invitations addressed to the signed-in account, newest first',
        querystring: invitationListQuery,
        response: { 200: paginated(invitationRead), ...errors },
      },
    },
    async (request) => {
      const { count, results } = await invitations.listOwn(
        requireAuth(request).principal,
        request.query,
      );
      return toPage(request, request.query, count, results);
    },
  );

  for (const action of ['accept', 'decline', 'cancel'] as const) {
    app.post(
      `/api/invitations/:id/${action}/`,
      {
        schema: {
          tags,
          summary:
            action === 'cancel'
              ? 'Withdraw an open invitation (who may add users to its organisation)'
              : `${action === 'accept' ? 'Accept' : 'Decline'} an open invitation, signed in ` +
                'as the invited account (not while impersonating)',
          params: idParam,
          response: { 200: invitationRead, ...errors },
        },
      },
      async (request) =>
        invitations[action](requireAuth(request).principal, request.params.id, actorOf(request)),
    );
  }
};
