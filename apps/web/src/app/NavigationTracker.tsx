import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentRoute } from '../routing/useCurrentRoute.js';
import { recordVisit } from './navigationHistory.js';

/** Keeps the navigation history the route guard reads. */
export function NavigationTracker() {
  const location = useLocation();
  const route = useCurrentRoute();
  const routeName = route?.name ?? null;
  const fullPath = `${location.pathname}${location.search}`;
  useEffect(() => {
    recordVisit({ key: location.key, routeName, fullPath });
  }, [location.key, routeName, fullPath]);
  return null;
}
