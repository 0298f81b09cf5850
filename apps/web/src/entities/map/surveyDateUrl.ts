import { withSearchParam } from '../../lib/searchParam.js';
import { parseSurveyDate } from './surveyDates.js';

/** The query parameter that keeps the viewer's survey date in a map's URL. */
export const DATE_PARAM = 'date';

/** The survey date a URL's query (`location.search`) asks for, else null. */
export function surveyDateOfSearch(search: string): string | null {
  return parseSurveyDate(new URLSearchParams(search).get(DATE_PARAM));
}

/**
 * `url` (absolute, or a path with query and hash) with its `date` set to `date`, or removed
 * when null; its other parameters and its hash kept.
 */
export function withSurveyDate(url: string, date: string | null): string {
  return withSearchParam(url, DATE_PARAM, date);
}
