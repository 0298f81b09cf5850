import { useMatches } from 'react-router';

/**
 * The params of the page on screen, also for components outside the page's own element (the
 * top bar and the startup gate live in the root layout).
 */
export function useRouteParams(): Record<string, string | undefined> {
  const matches = useMatches();
  return matches.at(-1)?.params ?? {};
}

/** A positive integer route id, else null. */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2147483647 ? id : null;
}
