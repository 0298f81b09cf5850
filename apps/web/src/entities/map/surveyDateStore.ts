import { createStore, useStore } from '../../lib/createStore.js';

/**
 * The survey date chosen in the viewer ('YYYY-MM-DD'), or null: each series layer then draws
 * its latest survey. One for the page: the map viewer keeps it in step with the URL's `?date=`.
 */
export const surveyDateStore = createStore<string | null>(null);

/** Chooses the survey the viewer draws (null: the latest of each series). */
export function chooseSurveyDate(date: string | null): void {
  surveyDateStore.set(date);
}

/** The survey date chosen in the viewer, or null when none is. */
export function useSurveyDate(): string | null {
  return useStore(surveyDateStore);
}
