import { describe, expect, it } from 'vitest';
import { surveyDateOfSearch, withSurveyDate } from './surveyDateUrl.js';

describe('the survey date in a URL', () => {
  it('reads a valid date from the query only', () => {
    expect(surveyDateOfSearch('?date=2024-05-01&x=1')).toBe('2024-05-01');
    expect(surveyDateOfSearch('?date=2024-02-30')).toBeNull();
    expect(surveyDateOfSearch('')).toBeNull();
  });

  it('sets, replaces and removes the date, keeping the rest of the URL', () => {
    expect(withSurveyDate('/maps/3/#12/53.3/-6.2', '2024-05-01')).toBe(
      '/maps/3/?date=2024-05-01#12/53.3/-6.2',
    );
    expect(withSurveyDate('/maps/3/?a=1&date=2023-01-01#9/1/2', '2024-05-01')).toBe(
      '/maps/3/?a=1&date=2024-05-01#9/1/2',
    );
    expect(withSurveyDate('/maps/3/?date=2023-01-01#9/1/2', null)).toBe('/maps/3/#9/1/2');
    expect(withSurveyDate('https://w.example/maps/3/share/tok/', '2024-05-01')).toBe(
      'https://w.example/maps/3/share/tok/?date=2024-05-01',
    );
  });
});
