import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wholeNumberText } from '@waymark/contract';
import { requireAuth } from '../http/request-auth.js';
import type { GeoJsonAnswer } from '../services/ogc/ogc-features.service.js';
import { MEDIA } from '../services/ogc/ogc-links.js';
import {
  collectionParams,
  commonQuery,
  errors,
  featureIdText,
  fidText,
  linksFor,
  ogcConfig,
  requireCredentials,
  tags,
} from './ogc-route-support.js';
import type { RouteOptions } from './route-options.js';

/** Page size: OGC's usual default, and a ceiling that keeps a page a few megabytes. */
export const DEFAULT_ITEMS = 100;
export const MAX_ITEMS = 10_000;

const text = z.string().max(1000);

/**
 * The items query: Part 1 and 2 parameters, `cursor` (the next link's keyset position), and
 * any other parameter as `attribute=value` (checked against the collection's queryables).
 */
const itemsQuery = commonQuery
  .extend({
    limit: wholeNumberText(6).pipe(z.number().int().min(1).max(MAX_ITEMS)).default(DEFAULT_ITEMS),
    cursor: fidText.optional(),
    bbox: z.string().max(400).optional(),
    'bbox-crs': z.string().max(200).optional(),
    crs: z.string().max(200).optional(),
    datetime: z.string().max(100).optional(),
    sub_layer: z.string().max(255).optional(),
  })
  .catchall(text);

function sendGeoJson(reply: FastifyReply, answer: GeoJsonAnswer) {
  return reply.type(MEDIA.geojson).header('Content-Crs', `<${answer.crs.uri}>`).send(answer.body);
}

/** OGC API – Features items: pages of a layer's features and single features, as GeoJSON. */
export const ogcItemsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { ogcFeatures } = options.container.services;
  requireCredentials(app);

  app.get(
    '/api/ogc/organisations/:id/collections/:layerId/items',
    {
      schema: {
        tags,
        summary:
          'Features of a layer as GeoJSON, in fid order: limit, bbox (bbox-crs), datetime, ' +
          'crs, sub_layer, attribute=value; the next link continues after the last fid',
        params: collectionParams,
        querystring: itemsQuery,
        response: { 200: z.any(), ...errors },
      },
      config: ogcConfig,
    },
    async (request, reply) => {
      const { id, layerId } = request.params;
      const answer = await ogcFeatures.items(
        requireAuth(request).principal,
        id,
        layerId,
        request.query,
        await linksFor(request, options, id),
        request.url,
      );
      return sendGeoJson(reply, answer);
    },
  );

  app.get(
    '/api/ogc/organisations/:id/collections/:layerId/items/:featureId',
    {
      schema: {
        tags,
        summary: 'One feature by its fid, as GeoJSON (crs)',
        params: collectionParams.extend({ featureId: featureIdText }),
        querystring: commonQuery.extend({ crs: z.string().max(200).optional() }),
        response: { 200: z.any(), ...errors },
      },
      config: ogcConfig,
    },
    async (request, reply) => {
      const { id, layerId, featureId } = request.params;
      const answer = await ogcFeatures.item(
        requireAuth(request).principal,
        id,
        layerId,
        featureId,
        request.query.crs,
        await linksFor(request, options, id),
      );
      return sendGeoJson(reply, answer);
    },
  );
};
