import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldErrors } from '@waymark/contract';
import { DATABASE_RETRY_AFTER, isDatabaseUnavailable } from './database-unavailable.js';
import { BASIC_CHALLENGE, HttpError } from '../lib/errors.js';
import { reportError } from '../reporting/error-reporting.js';

/** Turns validation issues into {field: [messages]}; the payload as a whole is non_field_errors. */
export function toFieldErrors(
  issues: readonly { instancePath: string; message?: string }[],
): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'non_field_errors';
    (out[key] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return out;
}

// Client errors Fastify raises itself, answered with a fixed text (never the parser's internals).
const CLIENT_ERROR_TEXT: Record<number, string> = {
  400: 'Malformed request.',
  406: 'Could not satisfy the request Accept header.',
  413: 'Request body is too large.',
  415: 'Unsupported media type in request.',
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Error bodies are ours; they bypass the route's success-schema serializer. A custom
    // serializer stops Fastify from setting the content type, so it is set here.
    reply.serializer((payload) => JSON.stringify(payload));
    void reply.type('application/json; charset=utf-8');
    if (error instanceof HttpError) {
      if (error.statusCode === 401) void reply.header('WWW-Authenticate', BASIC_CHALLENGE);
      if (error.statusCode === 429) {
        void reply.header('Retry-After', String(error.body.retry_after ?? 60));
      }
      return reply.status(error.statusCode).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path parameter that is not a valid id names nothing that exists.
      if (error.validationContext === 'params')
        return reply.status(404).send({ detail: 'Not found.' });
      return reply.status(400).send(toFieldErrors(error.validation));
    }
    // A unique constraint lost to a concurrent request that passed the same checks.
    if ((error as { code?: unknown }).code === '23505') {
      request.log.info({ err: error }, 'unique violation');
      return reply
        .status(400)
        .send({ non_field_errors: ['An object with these values already exists.'] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'JSON parse error.'
          : (CLIENT_ERROR_TEXT[status] ?? 'Bad request.');
      return reply.status(status).send({ detail });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
      void reply.header('Retry-After', String(DATABASE_RETRY_AFTER));
      return reply.status(503).send({
        detail: 'The service is briefly unavailable. Please try again in a moment.',
        request_id: String(request.id),
      });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    // The one kind of answer that means a fault of ours: sent to the error-reporting service.
    const route = request.routeOptions.url;
    reportError(error, {
      tags: { request_id: String(request.id), ...(route ? { route } : {}) },
      request: {
        method: request.method,
        url: `${request.protocol}://${request.host}${request.url}`,
        ...(route ? { route } : {}),
      },
    });
    return reply
      .status(500)
      .send({ detail: 'A server error occurred.', request_id: String(request.id) });
  });
}
