import { createStore } from '../lib/createStore.js';
import type { VisitedLocation } from './guard/checkRoute.js';

interface History {
  current: (VisitedLocation & { key: string }) | null;
  previous: VisitedLocation | null;
}

/** The location before the current one (the guard's "navigating from Login" rule reads it). */
export const navigationHistory = createStore<History>({ current: null, previous: null });

export function recordVisit(visit: VisitedLocation & { key: string }): void {
  navigationHistory.set((history) =>
    history.current?.key === visit.key ? history : { current: visit, previous: history.current },
  );
}

/** The location before `key`, whether or not `key` has been recorded yet. */
export function locationBefore(key: string): VisitedLocation | null {
  const { current, previous } = navigationHistory.get();
  return current?.key === key ? previous : current;
}
