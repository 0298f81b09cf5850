import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, detailResponse, idParam } from '@waymark/contract';
import {
  markupCategory,
  markupCategoryCreate,
  markupCategoryPatch,
} from '@waymark/contract/markup';
import { actorOf, requireAuth } from '../http/request-auth.js';
import type { RouteOptions } from './route-options.js';

const tags = ['markups'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };

/** An organisation's markup categories: read by its members, kept by its admins. */
export const markupCategoryRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { container },
) => {
  const { markupCategories } = container.services;

  app.get(
    '/api/organisations/:id/markup-categories/',
    {
      schema: {
        tags,
        summary:
          'The organisation’s markup categories in their order, archived ones included (marked)',
        params: idParam,
        response: { 200: z.array(markupCategory), ...errors },
      },
      config: { shareViewer: true },
    },
    async (request) => markupCategories.list(requireAuth(request).principal, request.params.id),
  );

  app.post(
    '/api/organisations/:id/markup-categories/',
    {
      schema: {
        tags,
        summary: 'Add a markup category (the organisation’s admins)',
        params: idParam,
        body: markupCategoryCreate,
        response: { 201: markupCategory, ...errors },
      },
    },
    async (request, reply) => {
      const created = await markupCategories.create(
        requireAuth(request).principal,
        request.params.id,
        request.body,
        actorOf(request),
      );
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/markup-categories/:id/',
    {
      schema: {
        tags,
        summary:
          'Rename, re-icon, move or archive a markup category (archived: kept by its markups, ' +
          'offered for no new one)',
        params: idParam,
        body: markupCategoryPatch,
        response: { 200: markupCategory, ...errors },
      },
    },
    async (request) =>
      markupCategories.update(
        requireAuth(request).principal,
        request.params.id,
        request.body,
        actorOf(request),
      ),
  );

  app.delete(
    '/api/markup-categories/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a markup category no markup uses (400 otherwise: archive it instead)',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await markupCategories.delete(
        requireAuth(request).principal,
        request.params.id,
        actorOf(request),
      );
      return reply.status(204).send(null);
    },
  );
};
