import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, detailResponse, idParam } from '@waymark/contract';
import {
  packEstimate,
  packList,
  packRead,
  packRequest,
  packTooLarge,
  tileArchiveList,
} from '@waymark/contract/pack';
import { requireAuth } from '../http/request-auth.js';
import type { RouteOptions } from './route-options.js';

const tags = ['packs'];
const errors = { 400: badRequest, 403: detailResponse, 404: detailResponse };

/** Offline packs (issue 28): a map, or a share's view of it, as PMTiles archives per layer. */
export const packRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { packs, tileArchives } = container.services;

  app.post(
    '/api/maps/:id/packs/estimate/',
    {
      schema: {
        tags,
        summary:
          'What packing the map for offline use would hold: tiles (exact) and bytes (from a ' +
          'sample of live tiles, or a reused archive’s size) per layer, and the limits. bbox ' +
          'null: the map’s data extent; a share viewer’s is cut to the share’s bounds',
        params: idParam,
        body: packRequest,
        response: { 200: packEstimate, ...errors },
      },
      config: { shareViewer: true, changesNothingCached: true },
    },
    async (request) =>
      packs.estimate(requireAuth(request).principal, request.params.id, request.body),
  );

  app.post(
    '/api/maps/:id/packs/',
    {
      schema: {
        tags,
        summary:
          'Pack the map for offline use: one PMTiles archive per layer (vector tiles; drawn ' +
          'raster tiles; a DTM’s terrain too), reusing archives of unchanged layers, the rest ' +
          'queued for the workers. Beyond the limits: 400 with the estimate. Every reader of the ' +
          'map, a share viewer (its view); never an access key',
        params: idParam,
        body: packRequest,
        response: {
          201: packRead,
          400: z.union([packTooLarge, badRequest]),
          403: detailResponse,
          404: detailResponse,
        },
      },
      config: { shareViewer: true },
    },
    async (request, reply) => {
      const created = await packs.create(
        requireAuth(request).principal,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/maps/:id/packs/',
    {
      schema: {
        tags,
        summary:
          'The caller’s packs of the map, newest first (a share viewer’s: the share’s), with ' +
          'their archives’ progress and, once built, signed URLs',
        params: idParam,
        response: { 200: packList, ...errors },
      },
      config: { shareViewer: true },
    },
    async (request) => packs.list(requireAuth(request).principal, request.params.id),
  );

  app.get(
    '/api/maps/:id/tile-archives/',
    {
      schema: {
        tags,
        summary:
          'The built archives the viewer draws the map’s layers from instead of their live ' +
          'tiles, within each archive’s zooms and area: per layer and kind, the one of its ' +
          'current data and drawing that serves most of it, at its signed URL (a CDN may keep ' +
          'it). A share viewer’s: the share’s',
        params: idParam,
        response: { 200: tileArchiveList, ...errors },
      },
      config: { shareViewer: true },
    },
    async (request) => tileArchives.current(requireAuth(request).principal, request.params.id),
  );

  app.get(
    '/api/packs/:id/',
    {
      schema: {
        tags,
        summary: 'One pack (its maker’s, its share’s viewers’, its organisation admins’)',
        params: idParam,
        response: { 200: packRead, ...errors },
      },
      config: { shareViewer: true },
    },
    async (request) => packs.get(requireAuth(request).principal, request.params.id),
  );

  app.delete(
    '/api/packs/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a pack; its archives go too unless another pack holds them',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
      config: { shareViewer: true },
    },
    async (request, reply) => {
      await packs.delete(requireAuth(request).principal, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
