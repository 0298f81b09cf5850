import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  analyticsEnabled,
  analyticsRoute,
  sendAnalyticsEvent,
  setAnalyticsRoute,
} from '../entities/analytics/analytics.js';
import { useCurrentRoute } from '../routing/useCurrentRoute.js';

/**
 * Renders nothing. Where analytics is configured, a page view for each page shown (a new path;
 * a list's sort or search in the query is the same page), named by its route pattern; the first
 * carries the page's referrer, which the server cuts to another site's origin. Keeps the route
 * that named events are reported under.
 */
export function PageViews() {
  const { pathname } = useLocation();
  const route = analyticsRoute(useCurrentRoute());
  const first = useRef(true);
  useEffect(() => {
    setAnalyticsRoute(route);
    if (!analyticsEnabled()) return;
    const referrer = first.current && document.referrer ? document.referrer : undefined;
    first.current = false;
    sendAnalyticsEvent({ name: 'pageview', route, ...(referrer ? { referrer } : {}) });
  }, [pathname, route]);
  return null;
}
