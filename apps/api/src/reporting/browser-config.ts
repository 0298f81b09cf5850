import type { Config } from '../config.js';
import { releaseName } from './release.js';

/** What the web app needs to report its errors (window.waymarkConfig.errorReporting). */
export interface BrowserErrorReporting {
  dsn: string;
  environment: string;
  release: string;
}

type BrowserReportingConfig = Pick<
  Config,
  'SENTRY_BROWSER_DSN' | 'SENTRY_ENVIRONMENT' | 'WAYMARK_RELEASE' | 'WEB_CONFIG'
>;

/**
 * The web app's run-time configuration: WEB_CONFIG, with the error-reporting settings when
 * SENTRY_BROWSER_DSN is set (the browser's events then carry the server's release).
 */
export function webRuntimeConfig(config: BrowserReportingConfig): object {
  if (!config.SENTRY_BROWSER_DSN) return config.WEB_CONFIG;
  const errorReporting: BrowserErrorReporting = {
    dsn: config.SENTRY_BROWSER_DSN,
    environment: config.SENTRY_ENVIRONMENT,
    release: releaseName(config.WAYMARK_RELEASE),
  };
  return { ...config.WEB_CONFIG, errorReporting };
}

/** Where the web app sends its reports, for the page's Content-Security-Policy (connect-src). */
export function browserReportOrigins(config: Pick<Config, 'SENTRY_BROWSER_DSN'>): string[] {
  return config.SENTRY_BROWSER_DSN ? [new URL(config.SENTRY_BROWSER_DSN).origin] : [];
}
