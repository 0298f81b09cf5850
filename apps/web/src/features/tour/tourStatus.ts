import { createStore } from '../../lib/createStore.js';

/** localStorage key of tourStatus (section 3, Application state). */
export const TOUR_STATUS_KEY = 'tourStatus';

/** 'done' (the default) unless a tour is under way; any other stored value asks for the tour. */
export type TourStatus = 'done' | 'running' | (string & {});

export function readTourStatus(): TourStatus {
  try {
    return localStorage.getItem(TOUR_STATUS_KEY) ?? 'done';
  } catch {
    return 'done';
  }
}

/** tourStatus, kept in localStorage; 'running' while the tour shows. */
export const tourStatusStore = createStore<TourStatus>(readTourStatus());

export function setTourStatus(status: TourStatus): void {
  try {
    localStorage.setItem(TOUR_STATUS_KEY, status);
  } catch {
    // Storage may be refused (private mode): the status lives for this page only.
  }
  tourStatusStore.set(status);
}
