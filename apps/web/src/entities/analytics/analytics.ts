import type {
  AnalyticsEvent,
  AnalyticsEventName,
  AnalyticsProps,
} from '@waymark/contract/analytics';
import type { RouteDefinition } from '../../routing/routeTable.js';

// No React and no router here: this module is imported by the map page, the upload and the
// shell, and must not change how their JavaScript is split (the map's first frame waits for it).
// The sender is a chunk of its own (sendEvent.ts), fetched on the first event.

/**
 * Whether this installation sends page views and events to an analytics service: /config.js
 * says so (the server sets `analytics` when ANALYTICS_URL is configured). Off, the app loads no
 * analytics code and makes no such request.
 */
export function analyticsEnabled(): boolean {
  const config = (window as { waymarkConfig?: unknown }).waymarkConfig;
  return (
    !!config && typeof config === 'object' && (config as { analytics?: unknown }).analytics === true
  );
}

/** The page as the analytics service sees it: the route's pattern, never its path. */
export function analyticsRoute(route: RouteDefinition | null): string {
  if (!route || route.path === '*') return '/not-found/';
  return route.path;
}

/** The page on screen, as the shell last saw it (app/PageViews). */
let currentRoute = '/';

export function setAnalyticsRoute(route: string): void {
  currentRoute = route;
}

/** Sends an event to the api's relay, loading the sender on first use. Never throws. */
export function sendAnalyticsEvent(event: AnalyticsEvent): void {
  if (!analyticsEnabled()) return;
  void import('./sendEvent.js').then((module) => module.sendEvent(event)).catch(() => undefined);
}

/**
 * A named event of the page on screen, e.g. trackEvent('Layer toggled', { visible: 'no' }). The
 * page is read once the sender has loaded, after the shell has seen the page that sent it.
 */
export function trackEvent(name: AnalyticsEventName, props?: AnalyticsProps): void {
  if (!analyticsEnabled()) return;
  void import('./sendEvent.js')
    .then((module) => module.sendEvent({ name, route: currentRoute, ...(props ? { props } : {}) }))
    .catch(() => undefined);
}
