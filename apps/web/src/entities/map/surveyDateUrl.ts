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
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url);
  const parsed = new URL(url, 'http://placeholder.invalid');
  if (date === null) parsed.searchParams.delete(DATE_PARAM);
  else parsed.searchParams.set(DATE_PARAM, date);
  return absolute ? parsed.href : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
