import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, detailResponse, idParam } from '@waymark/contract';
import {
  allAuditFilters,
  allAuditListQuery,
  auditFilters,
  auditListQuery,
  auditPage,
} from '@waymark/contract/audit';
import { toPage } from '../http/pagination.js';
import { requireAuth } from '../http/request-auth.js';
import { contentDisposition } from '../http/send-stored-file.js';
import type { RouteOptions } from './route-options.js';

const tags = ['organisations'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };

function sendCsv(reply: FastifyReply, file: { fileName: string; body: string }) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', contentDisposition('attachment', file.fileName))
    .send(file.body);
}

/** An organisation's audit log, for its admins (and superusers): pages, and the CSV export. */
export const auditLogRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { auditLog } = container.services;

  app.get(
    '/api/organisations/:id/audit-log/',
    {
      schema: {
        tags,
        summary:
          'The organisation’s audit log, newest first: its objects’ entries and its members’ ' +
          'own (sign-ins, passwords, keys), filtered by user, action, object type and time ' +
          '(its admins)',
        params: idParam,
        querystring: auditListQuery,
        response: { 200: auditPage, ...errors },
      },
    },
    async (request) => {
      const { count, results } = await auditLog.list(
        requireAuth(request).principal,
        request.params.id,
        request.query,
      );
      return toPage(request, request.query, count, results);
    },
  );

  app.get(
    '/api/organisations/:id/audit-log/export/',
    {
      schema: {
        tags,
        summary: 'The filtered audit log as a CSV file, newest first (its admins)',
        params: idParam,
        querystring: auditFilters,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const file = await auditLog.exportCsv(
        requireAuth(request).principal,
        request.params.id,
        request.query,
      );
      return sendCsv(reply as FastifyReply, file);
    },
  );

  app.get(
    '/api/audit-log/',
    {
      schema: {
        tags,
        summary:
          'Every organisation’s audit log, and the entries of none, newest first, filtered as an ' +
          'organisation’s and by organisation (superusers)',
        querystring: allAuditListQuery,
        response: { 200: auditPage, 400: badRequest, 403: detailResponse },
      },
    },
    async (request) => {
      const { count, results } = await auditLog.listAll(
        requireAuth(request).principal,
        request.query,
      );
      return toPage(request, request.query, count, results);
    },
  );

  app.get(
    '/api/audit-log/export/',
    {
      schema: {
        tags,
        summary: 'The filtered all-organisations audit log as a CSV file (superusers)',
        querystring: allAuditFilters,
        response: { 200: z.any(), 400: badRequest, 403: detailResponse },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply as FastifyReply,
        await auditLog.exportAllCsv(requireAuth(request).principal, request.query),
      ),
  );
};
