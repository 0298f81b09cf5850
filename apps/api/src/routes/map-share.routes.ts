import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badRequest,
  detailResponse,
  idParam,
  mapShareCreate,
  mapShareListQuery,
  mapShareParam,
  mapSharePatch,
  mapShareRead,
  mapShareValidation,
  mapShareWithToken,
  paginated,
  SHARE_TOKEN_PATTERN,
} from '@waymark/contract';
import { NotFoundError } from '../lib/errors.js';
import { toPage } from '../http/pagination.js';
import { publicOrigin } from '../http/public-origin.js';
import { actorOf, requireAuth } from '../http/request-auth.js';
import type { RouteOptions } from './route-options.js';

const tags = ['map shares'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };

/** Map shares: the settings' CRUD, and the share viewer's validation of its own token. */
export const mapShareRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { container, config },
) => {
  const { mapShares, shareAccess, layouts } = container.services;

  app.post(
    '/api/mapshares/',
    {
      schema: {
        tags,
        summary:
          'Share a map until an expiry, optionally within bounds (maps.add_mapshare); answers the token and link once',
        body: mapShareCreate,
        response: { 201: mapShareWithToken, ...errors },
      },
    },
    async (request, reply) => {
      const created = await mapShares.create(
        requireAuth(request).principal,
        request.body,
        actorOf(request),
        await publicOrigin(request, layouts, config),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/organisations/:id/mapshares/',
    {
      schema: {
        tags,
        summary: 'The organisation’s map shares (maps.change_mapshare); status= and map= filter',
        params: idParam,
        querystring: mapShareListQuery,
        response: { 200: paginated(mapShareRead), ...errors },
      },
    },
    async (request) => {
      const { count, results } = await mapShares.list(
        requireAuth(request).principal,
        request.params.id,
        request.query,
      );
      return toPage(request, request.query, count, results);
    },
  );

  app.get(
    '/api/mapshares/:id/',
    {
      schema: {
        tags,
        summary:
          'One map share by id (maps.change_mapshare); by token, with the header MapShare: Token <token>, the share viewer’s validation',
        params: mapShareParam,
        response: { 200: z.union([mapShareRead, mapShareValidation]), ...errors },
      },
      config: { shareViewer: true },
    },
    async (request) => {
      const current = requireAuth(request);
      const { id } = request.params;
      if (typeof id === 'number') return mapShares.get(current.principal, id);
      // A token names only itself: the one the request carries.
      const own = SHARE_TOKEN_PATTERN.test(id) && current.via === 'share';
      const answer = own ? await shareAccess.validation(id) : null;
      if (!answer || answer.map !== current.principal.share?.mapId) throw new NotFoundError();
      return answer;
    },
  );

  const idOnly = idParam;
  app.patch(
    '/api/mapshares/:id/',
    {
      schema: {
        tags,
        summary: 'Change a map share’s expiry, bounds or note (maps.change_mapshare)',
        params: idOnly,
        body: mapSharePatch,
        response: { 200: mapShareRead, ...errors },
      },
    },
    async (request) =>
      mapShares.update(
        requireAuth(request).principal,
        request.params.id,
        request.body,
        actorOf(request),
      ),
  );

  app.delete(
    '/api/mapshares/:id/',
    {
      schema: {
        tags,
        summary: 'Revoke a map share at once (maps.delete_mapshare)',
        params: idOnly,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await mapShares.revoke(requireAuth(request).principal, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/mapshares/:id/rotate/',
    {
      schema: {
        tags,
        summary:
          'A new token for a map share; the old one stops working at once (maps.change_mapshare)',
        params: idOnly,
        response: { 200: mapShareWithToken, ...errors },
      },
    },
    async (request) =>
      mapShares.rotate(
        requireAuth(request).principal,
        request.params.id,
        actorOf(request),
        await publicOrigin(request, layouts, config),
      ),
  );
};
