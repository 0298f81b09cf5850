import * as Sentry from '@sentry/node';
import {
  KEPT_REQUEST_HEADERS,
  scrubBreadcrumb,
  scrubEvent,
} from '@waymark/contract/error-scrubber';
import type { ErrorReporter, ServiceName } from './error-reporting.js';

export interface SentrySettings {
  dsn: string;
  environment: string;
  release: string;
  service: ServiceName;
}

// Our error handler decides what is unexpected (a 500, not a 4xx or the database being away)
// and reports it with the request id; the SDK's own Fastify hook would report other things twice.
const OWN_CAPTURE = new Set(['Fastify']);

/**
 * What the SDK collects by itself (its successor of `sendDefaultPii: false`): no user, cookies,
 * bodies, local variables or query data; only harmless request headers.
 */
const DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: [...KEPT_REQUEST_HEADERS] }, response: false },
  httpBodies: [],
  urlQueryParams: true,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
} satisfies Sentry.NodeOptions['dataCollection'];

/**
 * The official SDK, errors only: no performance tracing, no trace headers added to requests to
 * S3 or a geocoder, no personal data (collected by the SDK or not, every event and breadcrumb
 * goes through the contract's scrubber just before it leaves).
 */
export function startSentry(settings: SentrySettings): ErrorReporter {
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    dataCollection: DATA_COLLECTION,
    tracePropagationTargets: [],
    maxBreadcrumbs: 50,
    integrations: (defaults) => defaults.filter((i) => !OWN_CAPTURE.has(i.name)),
    initialScope: { tags: { service: settings.service } },
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  return {
    capture(error, context = {}) {
      Sentry.withScope((scope) => {
        if (context.level) scope.setLevel(context.level);
        // Tag values are strings in the protocol; some services drop others.
        for (const [name, value] of Object.entries(context.tags ?? {})) {
          scope.setTag(name, String(value));
        }
        const request = context.request;
        if (request) {
          // Grouped by route pattern, never by a raw path (ids, share tokens).
          scope.setTransactionName(`${request.method} ${request.route ?? '(no route)'}`);
          scope.addEventProcessor((event) => ({
            ...event,
            request: { ...event.request, method: request.method, url: request.url },
          }));
        }
        Sentry.captureException(error);
      });
    },
    async close(timeoutMs) {
      await Sentry.close(timeoutMs);
    },
  };
}
