import * as Sentry from '@sentry/browser';
import {
  KEPT_REQUEST_HEADERS,
  scrubBreadcrumb,
  scrubEvent,
} from '@waymark/contract/error-scrubber';
import type { ErrorReportingSettings, FailedRequest, LoadedReporter } from './errorReporting.js';

/** The request id an error carries when it is a failed API call's (ApiError.requestId). */
function requestIdOf(error: unknown): string | null {
  if (!error || typeof error !== 'object' || !('requestId' in error)) return null;
  return typeof error.requestId === 'string' && error.requestId ? error.requestId : null;
}

/** The event as it may leave: tagged with its API call's request id, then scrubbed. */
export function prepareEvent<E extends Sentry.Event>(event: E, hint: Sentry.EventHint): E {
  const requestId = requestIdOf(hint.originalException);
  const tagged = requestId ? { ...event, tags: { ...event.tags, request_id: requestId } } : event;
  return scrubEvent(tagged);
}

/**
 * The official browser SDK (@sentry/browser: @sentry/react adds to it only React's version, whose
 * import moved React into a chunk of its own and grew the first frame's JavaScript by 1 KB
 * gzipped; an error boundary's component stack is passed here instead), errors only: no tracing, no replay, no session pings (a
 * page view is not an error), nothing of the user, cookies or bodies; every event and
 * breadcrumb through the contract's scrubber (a share link's token is in the page's URL).
 */
export function startSentry(
  settings: ErrorReportingSettings,
  transport?: Sentry.BrowserOptions['transport'],
): LoadedReporter {
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    ...(transport ? { transport } : {}),
    maxBreadcrumbs: 50,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: [...KEPT_REQUEST_HEADERS] }, response: false },
      httpBodies: [],
      stackFrameVariables: false,
    },
    integrations: (defaults) => defaults.filter((i) => i.name !== 'BrowserSession'),
    beforeSend: prepareEvent,
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  return {
    capture: (error, componentStack) =>
      void Sentry.captureException(
        error,
        componentStack ? { contexts: { react: { componentStack } } } : undefined,
      ),
    failedRequest: ({ status, path, requestId }: FailedRequest) =>
      Sentry.addBreadcrumb({
        category: 'api',
        level: status >= 500 ? 'error' : 'warning',
        message: `${status} ${path}`,
        data: requestId ? { request_id: requestId } : {},
      }),
  };
}
