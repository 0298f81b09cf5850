import type { FastifyInstance } from 'fastify';

/** What an answer of the API depends on besides its URL: who asks. */
export const VARY_ON_CREDENTIALS = ['Authorization', 'Cookie', 'MapShare'];
const DEFAULT_CACHE_CONTROL = 'private, no-store';

/** The Vary header's names with `more` added, each once (case apart). */
export function mergeVary(current: string | undefined, more: readonly string[]): string {
  const names = (current ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  for (const name of more) {
    if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
  }
  return names.join(', ');
}

/**
 * Every answer of the API is for whoever asked: kept by no shared cache, and by a client's own
 * cache only as the route says (`private, no-cache` with an ETag for tiles), never stored
 * otherwise — a desktop GIS (QGIS keeps OGC answers on disk by URL) must not open a layer from
 * its cache with a revoked key, another organisation's key or none. Vary names the credentials.
 * Answers a route marks `public` (pack archives behind signed URLs, logos) read no credential
 * and are left as they are.
 */
export function registerPrivateCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl === 'string' && /\bpublic\b/i.test(cacheControl)) return payload;
    if (cacheControl === undefined) void reply.header('Cache-Control', DEFAULT_CACHE_CONTROL);
    const vary = reply.getHeader('vary');
    void reply.header(
      'Vary',
      mergeVary(typeof vary === 'string' ? vary : undefined, VARY_ON_CREDENTIALS),
    );
    return payload;
  });
}
