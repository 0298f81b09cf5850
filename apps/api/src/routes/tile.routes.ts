import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailResponse, idText, surveyDate } from '@waymark/contract';
import { requireAuth } from '../http/request-auth.js';
import {
  TERRAIN_CONTENT_TYPES,
  type PreparedTile,
  type TerrainFormat,
} from '../services/tile.service.js';
import { matchesETag } from '../tiles/tile-etag.js';
import { isTileInRange } from '../tiles/tile-math.js';
import type { RouteOptions } from './route-options.js';

/** A tile's number as the path gives it; its range is the zoom's grid (isTileInRange). */
const digits = z.string().regex(/^\d{1,8}$/);

/**
 * :z/:x/:y.ext with x and y inside the zoom's grid and one of `formats`; anything else names
 * no tile (404). Checked as text, then once as a tile: every tile request parses it.
 */
function tileAddressOf<F extends string>(formats: readonly F[]) {
  const name = new RegExp(`^(\\d{1,8})\\.(${formats.join('|')})$`);
  return z
    .object({ id: idText, z: digits, x: digits, tile: z.string().regex(name) })
    .transform(({ id, z: zoom, x, tile }) => {
      const [, y, ext] = name.exec(tile)!;
      return { id, z: Number(zoom), x: Number(x), y: Number(y), ext: ext as F };
    })
    .refine(isTileInRange, 'No such tile.');
}

const tileParams = tileAddressOf(['pbf', 'webp', 'png', 'jpg'] as const);
const terrainParams = tileAddressOf(Object.keys(TERRAIN_CONTENT_TYPES) as TerrainFormat[]);

/** What a tile route answers: the tile, or none, or the client's copy is current, or why not. */
const tileResponses = {
  200: z.any(),
  204: z.null(),
  304: z.null(),
  403: detailResponse,
  404: detailResponse,
};

/**
 * A survey date; `key`, the access key of desktop tools' tile templates, is read by the auth
 * plugin and allowed here.
 */
const tileQuery = z.object({ date: surveyDate.optional(), key: z.string().max(100).optional() });

export const tileRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { tiles } = container.services;

  app.get(
    '/api/tiles/layers/:id/:z/:x/:tile',
    {
      schema: {
        tags: ['tiles'],
        summary:
          'A tile of a layer: {y}.pbf (Mapbox Vector Tile, source-layer "features") or ' +
          '{y}.webp|png|jpg (256² raster from its COGs). 204 when empty; ETag / If-None-Match → ' +
          '304. `date`: of a series (a layer whose files carry several survey dates), only the ' +
          'files of that survey',
        params: tileParams,
        querystring: tileQuery,
        response: tileResponses,
      },
      config: { shareViewer: true },
    },
    async (request, reply) => {
      const { principal } = requireAuth(request);
      const { id, ext, ...tile } = request.params;
      const date = request.query.date ?? null;
      const prepared: PreparedTile =
        ext === 'pbf'
          ? await tiles.vector(principal, id, tile, date)
          : await tiles.raster(principal, id, tile, ext, date);
      return sendTile(request.headers['if-none-match'], reply, prepared);
    },
  );

  app.get(
    '/api/tiles/layers/:id/terrain/:z/:x/:tile',
    {
      schema: {
        tags: ['tiles'],
        summary:
          "A DTM layer's heights for 3D terrain: {y}.png|webp, 256² Mapbox terrain-RGB " +
          '(height = -10000 + (R·65536 + G·256 + B) × 0.1 m), lossless and opaque; its lowest ' +
          'height where it has none (outside its data, its bounds or a share’s, and on every ' +
          'tile beyond). 404 for a layer that is not of heights; 204 while it has none yet and ' +
          'beyond its zoom range; ETag / If-None-Match → 304',
        params: terrainParams,
        querystring: tileQuery,
        response: tileResponses,
      },
      config: { shareViewer: true },
    },
    async (request, reply) => {
      const { principal } = requireAuth(request);
      const { id, ext, ...tile } = request.params;
      const prepared = await tiles.terrain(principal, id, tile, ext, request.query.date ?? null);
      return sendTile(request.headers['if-none-match'], reply, prepared);
    },
  );
};

/** The tile, 304 when the client's copy is current, or 204 when it is empty. */
async function sendTile(
  ifNoneMatch: string | undefined,
  reply: FastifyReply,
  prepared: PreparedTile,
) {
  // Private: tiles follow the caller's permissions; a shared cache must not hand them on.
  void reply.header('ETag', prepared.etag).header('Cache-Control', 'private, no-cache');
  if (matchesETag(ifNoneMatch, prepared.etag)) return reply.status(304).send(null);
  const body = await prepared.produce();
  if (!body) return reply.status(204).send(null);
  return reply.type(prepared.contentType).send(body);
}
