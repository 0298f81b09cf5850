import type { AnalyticsEvent, AnalyticsEventName, AnalyticsProps } from '@waymark/contract';
import { useCallback } from 'react';
import type { RouteDefinition } from '../../routing/routeTable.js';
import { useCurrentRoute } from '../../routing/useCurrentRoute.js';

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

/**
 * Sends an event to the api's relay, loading the sender on first use (its own chunk: nothing
 * of it is in the JavaScript the map's first frame waits for). Never throws.
 */
export function sendAnalyticsEvent(event: AnalyticsEvent): void {
  if (!analyticsEnabled()) return;
  void import('./sendEvent.js').then((module) => module.sendEvent(event)).catch(() => undefined);
}

/** A named event of the page on screen, e.g. track('Layer toggled', { visible: 'no' }). */
export function useTrackEvent(): (name: AnalyticsEventName, props?: AnalyticsProps) => void {
  const route = analyticsRoute(useCurrentRoute());
  return useCallback(
    (name, props) => sendAnalyticsEvent({ name, route, ...(props ? { props } : {}) }),
    [route],
  );
}
