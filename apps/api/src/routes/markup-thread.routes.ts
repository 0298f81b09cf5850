import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, detailResponse } from '@waymark/contract';
import {
  MARKUP_FILE_FIELD,
  MARKUP_FILE_MAX_BYTES,
  markupAttachment,
  markupAttachmentParams,
  markupComment,
  markupCommentCreate,
  markupEvent,
  markupParams,
} from '@waymark/contract/markup';
import { publicOrigin } from '../http/public-origin.js';
import { requireAuth } from '../http/request-auth.js';
import { sendStoredFile } from '../http/send-stored-file.js';
import { MARKUP_FILE_PART_LIMITS } from '../uploads/receive-markup-file.js';
import type { RouteOptions } from './route-options.js';

const tags = ['markups'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };
const shareViewer = { shareViewer: true };

/** A markup's thread: comments, history, and the photos and files attached to it. */
export const markupThreadRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { container, config },
) => {
  const { markupThreads, markupAttachments, layouts } = container.services;
  const { storage } = container;

  app.get(
    '/api/maps/:id/markups/:markupId/comments/',
    {
      schema: {
        tags,
        summary: 'A markup’s comments, oldest first',
        params: markupParams,
        response: { 200: z.array(markupComment), ...errors },
      },
      config: shareViewer,
    },
    async (request) => {
      const { id, markupId } = request.params;
      return markupThreads.comments(requireAuth(request).principal, id, markupId);
    },
  );

  app.post(
    '/api/maps/:id/markups/:markupId/comments/',
    {
      schema: {
        tags,
        summary:
          'Comment on a markup (whoever sees it; a share link’s viewer when the share opens ' +
          'comments, giving their name); its author and assignee are mailed',
        params: markupParams,
        body: markupCommentCreate,
        response: { 201: markupComment, ...errors },
      },
      config: shareViewer,
    },
    async (request, reply) => {
      const { id, markupId } = request.params;
      const comment = await markupThreads.comment(
        requireAuth(request).principal,
        id,
        markupId,
        request.body,
        await publicOrigin(request, layouts, config),
      );
      return reply.status(201).send(comment);
    },
  );

  app.get(
    '/api/maps/:id/markups/:markupId/history/',
    {
      schema: {
        tags,
        summary: 'A markup’s history, oldest first: who changed what, and when',
        params: markupParams,
        response: { 200: z.array(markupEvent), ...errors },
      },
      config: shareViewer,
    },
    async (request) => {
      const { id, markupId } = request.params;
      return markupThreads.history(requireAuth(request).principal, id, markupId);
    },
  );

  app.get(
    '/api/maps/:id/markups/:markupId/attachments/',
    {
      schema: {
        tags,
        summary: 'The photos and files attached to a markup',
        params: markupParams,
        response: { 200: z.array(markupAttachment), ...errors },
      },
      config: shareViewer,
    },
    async (request) => {
      const { id, markupId } = request.params;
      return markupAttachments.list(requireAuth(request).principal, id, markupId);
    },
  );

  app.post(
    '/api/maps/:id/markups/:markupId/attachments/',
    {
      schema: {
        tags,
        summary:
          `Attach a photo or a file to a markup (as changing it): multipart/form-data with one ` +
          `file \`${MARKUP_FILE_FIELD}\` of at most ${MARKUP_FILE_MAX_BYTES / 1024 / 1024} MB; ` +
          'a photo gets a thumbnail and its EXIF position',
        params: markupParams,
        response: { 201: markupAttachment, ...errors },
      },
    },
    async (request, reply) => {
      const { id, markupId } = request.params;
      const attached = await markupAttachments.add(
        requireAuth(request).principal,
        id,
        markupId,
        () => request.parts({ limits: MARKUP_FILE_PART_LIMITS }),
      );
      return reply.status(201).send(attached);
    },
  );

  const fileParams = markupAttachmentParams;
  app.get(
    '/api/maps/:id/markups/:markupId/attachments/:attachmentId/',
    {
      schema: {
        tags,
        summary:
          'A markup’s file: shown in the browser when safe (images, PDF), else downloaded; ' +
          '?download forces a download; byte ranges',
        params: fileParams,
        querystring: z.object({ download: z.string().max(10).optional() }),
      },
      config: shareViewer,
    },
    async (request, reply) => {
      const { id, markupId, attachmentId } = request.params;
      const principal = requireAuth(request).principal;
      const file = await markupAttachments.file(principal, id, markupId, attachmentId);
      return sendStoredFile(request, reply, storage, file, request.query.download === undefined);
    },
  );

  app.get(
    '/api/maps/:id/markups/:markupId/attachments/:attachmentId/thumbnail/',
    {
      schema: {
        tags,
        summary: 'A photo’s 320 px JPEG thumbnail; 404 for a file that is no photo',
        params: fileParams,
      },
      config: shareViewer,
    },
    async (request, reply) => {
      const { id, markupId, attachmentId } = request.params;
      const principal = requireAuth(request).principal;
      const file = await markupAttachments.thumbnail(principal, id, markupId, attachmentId);
      return sendStoredFile(request, reply, storage, file, true);
    },
  );

  app.delete(
    '/api/maps/:id/markups/:markupId/attachments/:attachmentId/',
    {
      schema: {
        tags,
        summary: 'Remove a photo or file from a markup (as changing it)',
        params: fileParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, markupId, attachmentId } = request.params;
      await markupAttachments.delete(requireAuth(request).principal, id, markupId, attachmentId);
      return reply.status(204).send(null);
    },
  );
};
