import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Container } from '../container.js';

export interface RouteOptions {
  container: Container;
  config: Config;
}

/** The key of attempt limits on sign-in and password reset: client address and email. */
export function clientAndEmail(request: FastifyRequest, email: string): string {
  return `${request.ip}|${email.trim().toLowerCase()}`;
}
