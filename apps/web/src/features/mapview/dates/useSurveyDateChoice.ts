import { useTranslation } from 'react-i18next';
import { chooseSurveyDate, useSurveyDate } from '../../../entities/map/surveyDateStore.js';
import { shownSurveyDate } from '../../../entities/map/surveyDates.js';
import { formatDay } from '../../../lib/formatDay.js';

/**
 * The viewer's date among `dates` (the union of the series' dates, earliest first): the one the
 * series draw, as a series spanning them all would; and choosing another.
 */
export function useSurveyDateChoice(dates: readonly string[]) {
  const { i18n } = useTranslation();
  const chosen = useSurveyDate();
  const shown = shownSurveyDate({ survey_dates: [...dates] }, chosen) ?? dates.at(-1) ?? '';
  return {
    shown,
    index: Math.max(0, dates.indexOf(shown)),
    choose: (date: string) => chooseSurveyDate(date),
    format: (date: string) => formatDay(date, i18n.language),
  };
}
