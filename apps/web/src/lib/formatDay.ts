/**
 * A calendar day ('YYYY-MM-DD', as survey dates travel) written in the user's language, e.g.
 * '12 Mar 2024' in English, '12 mars 2024' in French. The day is read as a day, not as an
 * instant: no time zone moves it to the day before. An unreadable value is given back as it is.
 */
export function formatDay(day: string, language: string): string {
  // The app's English is that of Ireland and Britain: day before month.
  const locale = language === 'en' ? 'en-IE' : language;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const instant = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(instant.getTime())) return day;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      instant,
    );
  } catch {
    // A language tag the browser does not know: its default.
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      instant,
    );
  }
}
