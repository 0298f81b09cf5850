import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { LayoutService } from '../services/layout.service.js';

/**
 * The origin for links in mails: this host when it is one of ours; a forged Host header gets
 * PUBLIC_URL (or the local address) instead.
 */
export async function publicOrigin(
  request: FastifyRequest,
  layouts: LayoutService,
  config: Config,
): Promise<string> {
  return (await layouts.isKnownHost(request.host))
    ? `${request.protocol}://${request.host}`
    : (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
