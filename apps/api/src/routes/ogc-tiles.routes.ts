import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../lib/errors.js';
import { requireAuth } from '../http/request-auth.js';
import { isRaster, WEB_MERCATOR_QUAD } from '../services/ogc/ogc-documents.js';
import { tilesetDoc, tilesetsDoc } from '../services/ogc/ogc-tile-documents.js';
import { matchesETag } from '../tiles/tile-etag.js';
import { isTileInRange, MAX_TILE_ZOOM } from '../tiles/tile-math.js';
import {
  collectionParams,
  commonQuery,
  errors,
  linksFor,
  ogcConfig,
  requireCredentials,
  tags,
} from './ogc-route-support.js';
import type { RouteOptions } from './route-options.js';

const digits = (max: number) =>
  z
    .string()
    .regex(/^\d{1,8}$/)
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));

const tileMatrixSet = z.literal(WEB_MERCATOR_QUAD);

/** {tileMatrix}/{tileRow}/{tileCol}: OGC names rows before columns (z/y/x). */
const tileParams = collectionParams
  .extend({
    tileMatrixSetId: tileMatrixSet,
    tileMatrix: digits(MAX_TILE_ZOOM),
    tileRow: digits(2 ** MAX_TILE_ZOOM),
    tileCol: digits(2 ** MAX_TILE_ZOOM),
  })
  .refine((p) => isTileInRange({ z: p.tileMatrix, x: p.tileCol, y: p.tileRow }), 'No such tile.');

const tileQuery = z.object({
  f: z.enum(['mvt', 'png', 'jpg', 'webp']).optional(),
  key: z.string().max(100).optional(),
});

/**
 * OGC API – Tiles over the map viewer's tiles: the same drawing, bounds and ETags as
 * /api/tiles/layers/:id/…, addressed the OGC way (and listed with XYZ templates).
 */
export const ogcTileRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { ogcCatalogue, tiles } = options.container.services;
  requireCredentials(app);

  app.get(
    '/api/ogc/organisations/:id/collections/:layerId/tiles',
    {
      schema: {
        tags,
        summary: 'The layer’s tile sets (WebMercatorQuad: vector tiles, or map tiles for rasters)',
        params: collectionParams,
        querystring: commonQuery,
        response: { 200: z.any(), ...errors },
      },
      config: ogcConfig,
    },
    async (request) => {
      const { id, layerId } = request.params;
      const { layer } = await ogcCatalogue.layer(requireAuth(request).principal, id, layerId);
      return tilesetsDoc(await linksFor(request, options, id), layer);
    },
  );

  app.get(
    '/api/ogc/organisations/:id/collections/:layerId/tiles/:tileMatrixSetId',
    {
      schema: {
        tags,
        summary: 'The layer’s tile set in WebMercatorQuad, with its tile URL templates',
        params: collectionParams.extend({ tileMatrixSetId: tileMatrixSet }),
        querystring: commonQuery,
        response: { 200: z.any(), ...errors },
      },
      config: ogcConfig,
    },
    async (request) => {
      const { id, layerId } = request.params;
      const { layer } = await ogcCatalogue.layer(requireAuth(request).principal, id, layerId);
      return tilesetDoc(await linksFor(request, options, id), layer);
    },
  );

  app.get(
    '/api/ogc/organisations/:id/collections/:layerId/tiles/:tileMatrixSetId/:tileMatrix/:tileRow/:tileCol',
    {
      schema: {
        tags,
        summary:
          'One tile: Mapbox Vector Tile, or for rasters PNG (f=jpg|webp). 204 when empty; ETag / If-None-Match → 304',
        params: tileParams,
        querystring: tileQuery,
        response: { 200: z.any(), 204: z.null(), 304: z.null(), ...errors },
      },
      config: ogcConfig,
    },
    async (request, reply) => {
      const { principal } = requireAuth(request);
      const { id, layerId, tileMatrix, tileRow, tileCol } = request.params;
      const { layer } = await ogcCatalogue.layer(principal, id, layerId);
      const tile = { z: tileMatrix, x: tileCol, y: tileRow };
      const format = request.query.f;
      const raster = isRaster(layer);
      // A raster has no vector tiles, and features no picture tiles.
      if (format !== undefined && raster === (format === 'mvt')) throw new NotFoundError();
      const prepared = raster
        ? await tiles.raster(
            principal,
            layerId,
            tile,
            format === 'jpg' || format === 'webp' ? format : 'png',
          )
        : await tiles.vector(principal, layerId, tile);
      void reply.header('ETag', prepared.etag).header('Cache-Control', 'private, no-cache');
      if (matchesETag(request.headers['if-none-match'], prepared.etag)) {
        return reply.status(304).send(null);
      }
      const body = await prepared.produce();
      if (!body) return reply.status(204).send(null);
      return reply.type(prepared.contentType).send(body);
    },
  );
};
