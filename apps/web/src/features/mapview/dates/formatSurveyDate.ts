/**
 * A survey day ('YYYY-MM-DD') in the reader's language, day first as the app's other dates:
 * '11 Jun 2024', '11 juin 2024', '11 Meith 2024'.
 */
export function formatSurveyDate(date: string, language: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  // Browsers without Irish dates (Chromium's ICU) fall back to English, day first.
  return new Intl.DateTimeFormat([language === 'en' ? 'en-GB' : language, 'en-GB'], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}
