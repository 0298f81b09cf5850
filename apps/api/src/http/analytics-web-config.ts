import type { Config } from '../config.js';

/**
 * The web app's run-time configuration with `analytics: true` when an analytics service is
 * configured: only then does the web app load its analytics code and send events (to the api,
 * which relays them), so an installation without one makes no such request at all.
 */
export function withAnalytics(config: Pick<Config, 'ANALYTICS_URL'>, runtime: object): object {
  return config.ANALYTICS_URL ? { ...runtime, analytics: true } : runtime;
}
