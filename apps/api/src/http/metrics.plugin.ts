import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '../metrics/metrics.js';
import { digest } from '../services/secrets.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route label of a request: the pattern it matched, never its path (ids would make a series
 * per object). The web app's files are one label, 'web' (a route per built asset otherwise),
 * and a request that matched no route is 'unmatched'.
 */
function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return 'unmatched';
  return pattern.startsWith('/api/') || pattern === '/metrics' ? pattern : 'web';
}

/** Compares digests, so that neither the token's content nor its length shows in the timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = header ? BEARER.exec(header)?.[1] : undefined;
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

/**
 * Times every request (one histogram observe when its answer has gone), and answers /metrics on
 * the api's own port to a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`. Without a
 * token configured /metrics is not served here (404): the metrics port (METRICS_PORT) serves it.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpDuration.observe(
      {
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        route: routeOf(request),
        status_class: `${Math.trunc(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.status(404).send({ detail: 'Not found.' });
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send({ detail: 'Authentication credentials were not provided.' });
    }
    const { contentType, body } = await metrics.scrape();
    return reply.type(contentType).header('Cache-Control', 'no-store').send(body);
  });
}
