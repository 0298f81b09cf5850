import type { Config } from '../config.js';
import { releaseName } from './release.js';

/** What is known of an error beside the error itself. Personal data is scrubbed anyway. */
export interface ErrorContext {
  tags?: Record<string, string | number | boolean>;
  level?: 'fatal' | 'error' | 'warning';
  /** The HTTP request the error happened in: never its body. */
  request?: { method: string; url: string; route?: string };
}

export interface ErrorReporter {
  capture(error: unknown, context?: ErrorContext): void;
  /** Sends what is still queued, waiting at most `timeoutMs`, and stops reporting. */
  close(timeoutMs: number): Promise<void>;
}

export type ErrorReportingConfig = Pick<
  Config,
  'SENTRY_DSN' | 'SENTRY_ENVIRONMENT' | 'WAYMARK_RELEASE'
>;

/** Which process reports: one tag, so the api's and the workers' errors can be told apart. */
export type ServiceName = 'api' | 'worker' | 'cli';

const OFF: ErrorReporter = { capture: () => undefined, close: async () => undefined };

// One per process, like the SDK's own client: the error handler, the job processor and the mail
// sender report through it without every constructor carrying it.
let current: ErrorReporter = OFF;

/** Reports an unexpected error when a service is configured; does nothing otherwise. */
export function reportError(error: unknown, context?: ErrorContext): void {
  current.capture(error, context);
}

/**
 * Starts reporting when SENTRY_DSN is set. Without it the SDK is not even loaded: nothing is
 * initialised, nothing is sent. Returns whether reporting is on.
 */
export async function startErrorReporting(
  config: ErrorReportingConfig,
  service: ServiceName,
): Promise<boolean> {
  if (!config.SENTRY_DSN) return false;
  if (current !== OFF) return true;
  const { startSentry } = await import('./sentry-reporter.js');
  current = startSentry({
    dsn: config.SENTRY_DSN,
    environment: config.SENTRY_ENVIRONMENT,
    release: releaseName(config.WAYMARK_RELEASE),
    service,
  });
  return true;
}

/** Sends what is queued (a process about to exit) and turns reporting off. */
export async function stopErrorReporting(timeoutMs = 2000): Promise<void> {
  const reporter = current;
  current = OFF;
  await reporter.close(timeoutMs);
}
