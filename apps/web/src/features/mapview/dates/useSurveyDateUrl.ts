import { useLayoutEffect } from 'react';
import { currentPageUrl } from '../../../lib/searchParam.js';
import { chooseSurveyDate, surveyDateStore } from '../../../entities/map/surveyDateStore.js';
import { surveyDateOfSearch, withSurveyDate } from '../../../entities/map/surveyDateUrl.js';

/**
 * Keeps the viewer's survey date in the page URL's `?date=` (the view stays in the hash): a
 * link opens the same survey. The URL is rewritten in place (as MapLibre does the hash), not
 * navigated to: a new date must not run the route guard again nor reload the page. Leaving the
 * map forgets the date.
 */
export function useSurveyDateUrl(mapId: number | null): void {
  // Before the map's first layers are drawn (a layout effect runs before any passive one).
  useLayoutEffect(() => {
    chooseSurveyDate(surveyDateOfSearch(window.location.search));
    const unsubscribe = surveyDateStore.subscribe(() => {
      const next = withSurveyDate(currentPageUrl(), surveyDateStore.get());
      if (next !== currentPageUrl()) window.history.replaceState(window.history.state, '', next);
    });
    return () => {
      // Unsubscribed first: the page being left keeps its URL, the next one its own.
      unsubscribe();
      chooseSurveyDate(null);
    };
  }, [mapId]);
}
