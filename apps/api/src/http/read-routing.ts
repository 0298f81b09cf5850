import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReadRouter } from '../db/read-router.js';
import { SAFE_METHODS } from './request-auth.js';

/** Whose writes a request's reads must see: its user's (share viewers write nothing). */
function userOf(request: FastifyRequest): number | null {
  const auth = request.auth;
  return auth && auth.via !== 'share' ? auth.realPrincipal.id : null;
}

/**
 * Routes each request's reads (see ReadRouter): its handler runs in its read scope, and once a
 * request that may have written has done its work, and before its answer leaves, its user's
 * next reads are held to the primary until the replica has caught up. Nothing without a replica.
 */
export function registerReadRouting(app: FastifyInstance, reads: ReadRouter): void {
  if (!reads.enabled) return;
  // The first preHandler (authentication is done by then): the handler runs inside its scope.
  app.addHook('preHandler', (request, _reply, done) => {
    reads.within({ writes: !SAFE_METHODS.has(request.method), user: userOf(request) }, done);
  });
  app.addHook('onSend', async (request) => {
    const user = userOf(request);
    if (user === null || SAFE_METHODS.has(request.method)) return;
    await reads
      .wrote(user)
      .catch((err: unknown) => request.log.warn({ err }, 'could not note a write for reads'));
  });
}
