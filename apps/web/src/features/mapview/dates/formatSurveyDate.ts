/** A survey day ('YYYY-MM-DD') in the reader's language, e.g. '3 May 2024', '3 mai 2024'. */
export function formatSurveyDate(date: string, language: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}
