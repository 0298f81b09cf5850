import { describe, expect, it } from 'vitest';
import { formatSurveyDate } from './formatSurveyDate.js';

describe('survey dates on screen', () => {
  it('are written day first in the reader’s language, whatever the time zone', () => {
    expect(formatSurveyDate('2024-06-11', 'en')).toBe('11 Jun 2024');
    expect(formatSurveyDate('2024-06-11', 'fr')).toBe('11 juin 2024');
    expect(formatSurveyDate('2024-06-11', 'ga')).toMatch(/^11 .+ 2024$/);
    expect(formatSurveyDate('not a date', 'en')).toBe('not a date');
  });
});
