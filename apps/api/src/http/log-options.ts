import type { FastifyRequest } from 'fastify';
import { redactUrl } from './request-credentials.js';

export type LoggerSetting = boolean | { level: string; stream?: NodeJS.WritableStream };

/**
 * Fastify logs every request's URL. Tile URL templates carry access keys in their `key`
 * parameter, so the logged URL is the request's with its secrets replaced.
 */
export function loggerOptions(setting: LoggerSetting) {
  if (typeof setting === 'boolean') return setting;
  return {
    ...setting,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
