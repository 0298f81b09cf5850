import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  detailResponse,
  badRequest,
  idParam,
  listQuery,
  organisation,
  organisationCreate,
  organisationPatch,
  paginated,
  userRead,
} from '@waymark/contract';
import { organisationUsage, usageQuery } from '@waymark/contract/usage';
import { toPage } from '../http/pagination.js';
import { actorOf, requireAuth } from '../http/request-auth.js';
import type { RouteOptions } from './route-options.js';

const tags = ['organisations'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };

export const organisationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { container },
) => {
  const { organisations } = container.services;
  const usageFigures = container.services.organisationUsage;

  app.get(
    '/api/organisations/',
    {
      schema: {
        tags,
        summary: 'Organisations the caller belongs to (all, for a superuser)',
        querystring: listQuery,
        response: { 200: paginated(organisation), ...errors },
      },
    },
    async (request) => {
      const { principal } = requireAuth(request);
      const { count, results } = await organisations.list(principal, request.query);
      return toPage(request, request.query, count, results);
    },
  );

  app.post(
    '/api/organisations/',
    {
      schema: {
        tags,
        summary:
          'Create an organisation (organisations.add_organisation); the creator becomes its admin',
        body: organisationCreate,
        response: { 201: organisation, ...errors },
      },
    },
    async (request, reply) => {
      const { principal } = requireAuth(request);
      const created = await organisations.create(principal, request.body, actorOf(request));
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/organisations/:id/',
    {
      schema: {
        tags,
        summary: 'One organisation',
        params: idParam,
        response: { 200: organisation, ...errors },
      },
    },
    async (request) => organisations.get(requireAuth(request).principal, request.params.id),
  );

  app.patch(
    '/api/organisations/:id/',
    {
      schema: {
        tags,
        summary: 'Change an organisation (organisations.change_organisation, organisation admin)',
        params: idParam,
        body: organisationPatch,
        response: { 200: organisation, ...errors },
      },
    },
    async (request) =>
      organisations.update(
        requireAuth(request).principal,
        request.params.id,
        request.body,
        actorOf(request),
      ),
  );

  app.get(
    '/api/organisations/:id/users/',
    {
      schema: {
        tags,
        summary:
          'Users of an organisation (users.change_user or profiles.impersonate; feeds the impersonation list)',
        params: idParam,
        response: { 200: z.array(userRead), ...errors },
      },
    },
    async (request) => {
      return organisations.members(requireAuth(request).principal, request.params.id);
    },
  );

  app.get(
    '/api/organisations/:id/usage/',
    {
      schema: {
        tags,
        summary:
          'The organisation’s usage per day (maps viewed, active users, tiles served) and the ' +
          'storage its files take, from Waymark’s own counters (its admins)',
        params: idParam,
        querystring: usageQuery,
        response: { 200: organisationUsage, ...errors },
      },
    },
    async (request) =>
      usageFigures.get(requireAuth(request).principal, request.params.id, request.query.days),
  );
};
