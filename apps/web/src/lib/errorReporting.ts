/**
 * The web app's errors go to a Sentry-protocol service when the server configures one
 * (SENTRY_BROWSER_DSN, delivered in window.waymarkConfig.errorReporting). The SDK is a chunk of
 * its own, imported only then and only once the page is drawn: without a DSN nothing is loaded,
 * and with one the JavaScript before the first map frame is the same. Errors and failed API
 * calls before it arrives are kept and handed over.
 */

export interface ErrorReportingSettings {
  dsn: string;
  environment: string;
  release: string;
}

/** A failed API call: its answer's request id ties a browser error to the server's log. */
export interface FailedRequest {
  status: number;
  path: string;
  requestId: string | null;
}

/** What the SDK chunk (sentryReporter.ts) gives once started. */
export interface LoadedReporter {
  /** `componentStack`: where in the React tree an error boundary caught it. */
  capture(error: unknown, componentStack?: string): void;
  failedRequest(request: FailedRequest): void;
}

export type ReporterModule = {
  startSentry(settings: ErrorReportingSettings): LoadedReporter;
};

export interface StartOptions {
  /** Resolves when loading the SDK no longer competes with the page (the map's first frame). */
  loadAfter?: () => Promise<void>;
  load?: () => Promise<ReporterModule>;
}

/** At most this many early errors and failed calls are kept while the SDK loads. */
const KEPT = 20;

let started = false;
let reporter: LoadedReporter | null = null;
let errors: { error: unknown; componentStack?: string }[] = [];
let requests: FailedRequest[] = [];

/** The settings in a page's run-time configuration, or null when errors are not reported. */
export function readErrorReporting(runtime: unknown): ErrorReportingSettings | null {
  if (!runtime || typeof runtime !== 'object') return null;
  const value = (runtime as { errorReporting?: unknown }).errorReporting;
  if (!value || typeof value !== 'object') return null;
  const { dsn, environment, release } = value as Record<string, unknown>;
  if (typeof dsn !== 'string' || !/^https?:\/\//.test(dsn)) return null;
  return {
    dsn,
    environment: typeof environment === 'string' ? environment : 'production',
    release: typeof release === 'string' ? release : 'waymark',
  };
}

function keep<T>(list: T[], item: T): T[] {
  return [...list, item].slice(-KEPT);
}

function onWindowError(event: ErrorEvent): void {
  errors = keep(errors, { error: event.error ?? new Error(event.message) });
}

function onRejection(event: PromiseRejectionEvent): void {
  errors = keep(errors, { error: event.reason });
}

/**
 * Starts reporting when the page's configuration has a DSN; returns whether it does. Without
 * one nothing is imported and nothing else happens.
 */
export function startErrorReporting(
  runtime: unknown,
  {
    loadAfter = () => Promise.resolve(),
    load = () => import('./sentryReporter.js'),
  }: StartOptions = {},
): boolean {
  const settings = readErrorReporting(runtime);
  if (!settings) return false;
  if (started) return true;
  started = true;
  // The SDK's own handlers take over once it runs; until then errors are kept here.
  window.addEventListener('error', onWindowError);
  window.addEventListener('unhandledrejection', onRejection);
  void loadAfter()
    .then(load)
    .then((module) => {
      window.removeEventListener('error', onWindowError);
      window.removeEventListener('unhandledrejection', onRejection);
      const loaded = module.startSentry(settings);
      for (const request of requests) loaded.failedRequest(request);
      for (const { error, componentStack } of errors) loaded.capture(error, componentStack);
      errors = [];
      requests = [];
      reporter = loaded;
    })
    .catch(() => {
      // The SDK could not load (offline, a blocker): the app works on without it.
      window.removeEventListener('error', onWindowError);
      window.removeEventListener('unhandledrejection', onRejection);
      errors = [];
      requests = [];
    });
  return true;
}

/** Reports an error the app caught itself (an error boundary's, with its component stack). */
export function reportError(error: unknown, componentStack?: string): void {
  if (reporter) reporter.capture(error, componentStack);
  else if (started) errors = keep(errors, { error, componentStack });
}

/** Notes a failed API call, for the errors that follow it. */
export function noteFailedRequest(request: FailedRequest): void {
  if (reporter) reporter.failedRequest(request);
  else if (started) requests = keep(requests, request);
}

/** For tests: back to a page that has not started reporting. */
export function resetErrorReporting(): void {
  window.removeEventListener('error', onWindowError);
  window.removeEventListener('unhandledrejection', onRejection);
  started = false;
  reporter = null;
  errors = [];
  requests = [];
}
