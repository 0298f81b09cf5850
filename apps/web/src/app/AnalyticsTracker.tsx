import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { analyticsRoute, sendAnalyticsEvent } from '../entities/analytics/analytics.js';
import { useCurrentRoute } from '../routing/useCurrentRoute.js';

/**
 * A page view for each page shown (a new path; a list's sort or search in the query is the
 * same page), named by its route pattern. The first carries the page's referrer, which the
 * server cuts to another site's origin. Loaded only where analytics is configured.
 */
export function AnalyticsTracker() {
  const { pathname } = useLocation();
  const route = analyticsRoute(useCurrentRoute());
  const first = useRef(true);
  useEffect(() => {
    const referrer = first.current && document.referrer ? document.referrer : undefined;
    first.current = false;
    sendAnalyticsEvent({ name: 'pageview', route, ...(referrer ? { referrer } : {}) });
  }, [pathname, route]);
  return null;
}
