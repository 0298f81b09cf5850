import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, detailResponse, idParam } from '@waymark/contract';
import {
  markupAssignees,
  markupCollection,
  markupConflict,
  markupCreate,
  markupListQuery,
  markupPage,
  markupParams,
  markupPatch,
  markupRead,
} from '@waymark/contract/markup';
import { toPage } from '../http/pagination.js';
import { publicOrigin } from '../http/public-origin.js';
import { actorOf, requireAuth } from '../http/request-auth.js';
import type { RouteOptions } from './route-options.js';

const tags = ['markups'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };
/** A map's markups (issue 27): the panel's list, the map layer, the form. */
export const markupRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { container, config },
) => {
  const { markups, layouts } = container.services;
  const origin = (request: Parameters<typeof publicOrigin>[0]) =>
    publicOrigin(request, layouts, config);

  app.get(
    '/api/maps/:id/markups/',
    {
      schema: {
        tags,
        summary:
          'A page of the map’s markups: status (comma-separated), category, assignee (an id, me, ' +
          'none), from/to (creation days), bbox, layer and fid (a feature’s markups), search ' +
          '(title, description, comments); ordering; status_counts over every status',
        params: idParam,
        querystring: markupListQuery,
        response: { 200: markupPage, ...errors },
      },
      config: { shareViewer: true },
    },
    async (request) => {
      const page = await markups.list(
        requireAuth(request).principal,
        request.params.id,
        request.query,
      );
      return {
        ...toPage(request, request.query, page.count, page.results),
        status_counts: page.status_counts,
      };
    },
  );

  app.post(
    '/api/maps/:id/markups/',
    {
      schema: {
        tags,
        summary:
          'Add a markup to the map (markups.add_markup): a point, line or area in WGS 84, a ' +
          'title and a category of the organisation; an assignee is mailed',
        params: idParam,
        body: markupCreate,
        response: { 201: markupRead, ...errors },
      },
    },
    async (request, reply) => {
      const { principal } = requireAuth(request);
      const created = await markups.create(
        principal,
        request.params.id,
        request.body,
        await origin(request),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/maps/:id/markups/geojson/',
    {
      schema: {
        tags,
        summary:
          'The map layer’s markups as GeoJSON (id, geometry, title, status, icon), with the list’s filters',
        params: idParam,
        querystring: markupListQuery,
        response: { 200: markupCollection, ...errors },
      },
      config: { shareViewer: true },
    },
    async (request, reply) => {
      const text = await markups.geojson(
        requireAuth(request).principal,
        request.params.id,
        request.query,
      );
      return (reply as FastifyReply)
        .type('application/geo+json')
        .header('Cache-Control', 'private, no-cache')
        .send(text);
    },
  );

  app.get(
    '/api/maps/:id/markups/assignees/',
    {
      schema: {
        tags,
        summary:
          'Whom the map’s markups may be assigned to: the active members of its organisation, by ' +
          'name (for those who may add markups to the map or change others’: markups.add_markup ' +
          'or markups.change_markup)',
        params: idParam,
        response: { 200: markupAssignees, ...errors },
      },
    },
    async (request) => markups.assignees(requireAuth(request).principal, request.params.id),
  );

  app.get(
    '/api/maps/:id/markups/:markupId/',
    {
      schema: {
        tags,
        summary: 'One markup of the map',
        params: markupParams,
        response: { 200: markupRead, ...errors },
      },
      config: { shareViewer: true },
    },
    async (request) =>
      markups.get(requireAuth(request).principal, request.params.id, request.params.markupId),
  );

  app.patch(
    '/api/maps/:id/markups/:markupId/',
    {
      schema: {
        tags,
        summary:
          'Change a markup (its author, or markups.change_markup; its status alone also its ' +
          'assignee), naming the version edited: a markup changed since answers 409 with its ' +
          'current state',
        params: markupParams,
        body: markupPatch,
        response: { 200: markupRead, 409: markupConflict, ...errors },
      },
    },
    async (request) => {
      const { id, markupId } = request.params;
      const { principal } = requireAuth(request);
      return markups.update(principal, id, markupId, request.body, await origin(request));
    },
  );

  app.delete(
    '/api/maps/:id/markups/:markupId/',
    {
      schema: {
        tags,
        summary: 'Delete a markup, its thread and files (its author, or markups.delete_markup)',
        params: markupParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, markupId } = request.params;
      await markups.delete(requireAuth(request).principal, id, markupId, actorOf(request));
      return reply.status(204).send(null);
    },
  );
};
