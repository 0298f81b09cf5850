import { useMatches } from 'react-router';
import type { RouteDefinition } from './routeTable.js';

function isRouteDefinition(value: unknown): value is RouteDefinition {
  return !!value && typeof value === 'object' && 'name' in value && 'module' in value;
}

/** The route-table entry of the page on screen (each route carries it as its handle). */
export function useCurrentRoute(): RouteDefinition | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteDefinition(handle)) return handle;
  }
  return null;
}
