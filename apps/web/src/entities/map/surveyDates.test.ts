import { describe, expect, it } from 'vitest';
import { chooseSurveyDate, surveyDateStore } from './surveyDateStore.js';
import { isSeries, parseSurveyDate, seriesDates, shownSurveyDate } from './surveyDates.js';

const layer = (...survey_dates: string[]) => ({ survey_dates });

describe('survey dates', () => {
  it('takes only real days in YYYY-MM-DD', () => {
    expect(parseSurveyDate('2024-02-29')).toBe('2024-02-29');
    for (const text of ['2023-02-29', '2024-13-01', '2024-1-01', '20240101', '', null, undefined])
      expect(parseSurveyDate(text)).toBeNull();
  });

  it('calls a layer with several dates a series', () => {
    expect(isSeries(layer())).toBe(false);
    expect(isSeries(layer('2024-01-01'))).toBe(false);
    expect(isSeries(layer('2024-01-01', '2025-01-01'))).toBe(true);
  });

  it('offers the union of the series layers’ dates, earliest first', () => {
    expect(
      seriesDates([
        layer('2025-06-01', '2023-06-01'),
        layer('2024-06-01'),
        layer('2024-06-01', '2025-06-01'),
      ]),
    ).toEqual(['2023-06-01', '2024-06-01', '2025-06-01']);
    expect(seriesDates([layer('2024-06-01'), layer()])).toEqual([]);
  });

  it('draws the chosen date, else the latest before it, else the earliest', () => {
    const series = layer('2022-05-01', '2024-05-01');
    expect(shownSurveyDate(series, '2024-05-01')).toBe('2024-05-01');
    expect(shownSurveyDate(series, '2023-01-01')).toBe('2022-05-01');
    expect(shownSurveyDate(series, '2026-01-01')).toBe('2024-05-01');
    expect(shownSurveyDate(series, '2020-01-01')).toBe('2022-05-01');
    expect(shownSurveyDate(series, null)).toBe('2024-05-01');
    expect(shownSurveyDate(layer('2024-05-01'), '2024-05-01')).toBeNull();
    expect(shownSurveyDate(layer(), null)).toBeNull();
  });

  it('keeps the chosen date in its store', () => {
    chooseSurveyDate('2022-05-01');
    expect(surveyDateStore.get()).toBe('2022-05-01');
    chooseSurveyDate(null);
    expect(surveyDateStore.get()).toBeNull();
  });
});
