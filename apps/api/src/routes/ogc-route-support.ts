import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { detailResponse, idText } from '@waymark/contract';
import { AuthenticationRequiredError } from '../lib/errors.js';
import { publicOrigin } from '../http/public-origin.js';
import { isFid } from '../services/ogc/ogc-params.js';
import { OgcLinks } from '../services/ogc/ogc-links.js';
import type { RouteOptions } from './route-options.js';

export const tags = ['OGC API'];
export const errors = {
  400: z.any(),
  401: detailResponse,
  403: detailResponse,
  404: detailResponse,
};

/**
 * Query parameters every OGC API answer takes: `f` (only JSON is offered) and `key`, the access
 * key for tools that authenticate by URL (read by the auth plugin, never by a route).
 */
export const commonQuery = z.object({
  f: z.enum(['json', 'geojson']).optional(),
  key: z.string().max(100).optional(),
});

export const organisationParams = z.object({ id: idText });
export const collectionParams = z.object({ id: idText, layerId: idText });

/** A fid in a cursor: 400 unless it is one. */
export const fidText = z
  .string()
  .max(19, 'Enter a feature id.')
  .refine(isFid, 'Enter a feature id.');

/**
 * A feature id in a path. Any text is taken (the router caps a path parameter at 600
 * characters): one that is no fid names no feature and answers 404, as OGC API – Features says
 * for an unknown feature.
 */
export const featureIdText = z.string();

/** Open to share links too (a share token used as a key reads its map's layers). */
export const ogcConfig = { shareViewer: true };

/**
 * Desktop tools authenticate when challenged: without credentials, OGC API answers 401 with
 * a Basic challenge (the rest of the API answers 403, as it always has).
 */
export function requireCredentials(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.auth) throw new AuthenticationRequiredError();
  });
}

/** Links for this request: absolute, under the organisation's OGC root, keeping `key`. */
export async function linksFor(
  request: FastifyRequest,
  { container, config }: RouteOptions,
  organisationId: number,
): Promise<OgcLinks> {
  const origin = await publicOrigin(request, container.services.layouts, config);
  const key = (request.query as { key?: unknown } | undefined)?.key;
  return new OgcLinks(origin, organisationId, typeof key === 'string' ? key : null);
}
