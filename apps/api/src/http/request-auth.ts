import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../services/audit.service.js';
import type { Principal } from '../policies/principal.js';
import { NotAuthenticatedError } from '../lib/errors.js';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';

/** Methods that change nothing: they need no CSRF token, and move no change signal. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/** The authenticated side of a request. */
export interface RequestAuth {
  tokenId: number;
  /** Whom the request acts as (the impersonated user while impersonating). */
  principal: Principal;
  /** The token's own user. */
  realPrincipal: Principal;
  impersonatedUserId: number | null;
  /**
   * 'share': a share link's viewer (MapShare header, or its token sent as a key); 'key': a
   * personal access key, which only reads. tokenId is then 0.
   */
  via: 'header' | 'cookie' | 'share' | 'key';
  /** The access key's id (via 'key'). */
  keyId?: number;
  /**
   * The token's own user must set up a second factor first (an organisation of theirs requires
   * it): the session reaches only the routes open before two-factor set-up. Never for keys.
   */
  twoFactorPending: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new NotAuthenticatedError();
  return request.auth;
}

export function actorOf(request: FastifyRequest): Actor {
  const auth = requireAuth(request);
  return {
    userId: auth.principal.id,
    realUserId: auth.realPrincipal.id,
    ip: request.ip,
    requestId: request.id,
  };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, key: string): void {
  void reply.setCookie(SESSION_COOKIE, key, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
