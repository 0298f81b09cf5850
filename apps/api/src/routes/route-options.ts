import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Container } from '../container.js';
import { HttpError } from '../http/errors.js';

export interface RouteOptions {
  container: Container;
  config: Config;
}

/** Rate limit per client address and email, for login and password-reset requests. */
export function perClientAndEmail(max: number, windowSeconds: number) {
  return {
    rateLimit: {
      max,
      timeWindow: windowSeconds * 1000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => {
        const body = request.body as { email?: unknown } | undefined;
        const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
        return `${request.routeOptions.url}|${request.ip}|${email}`;
      },
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new HttpError(429, {
          detail: `Request was throttled. Expected available in ${seconds} seconds.`,
          retry_after: seconds,
        });
      },
    },
  };
}
