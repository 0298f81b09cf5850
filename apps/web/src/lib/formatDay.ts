/**
 * Irish month names (CLDR's), for a browser whose Intl has no Irish: Chromium's falls back to
 * American English ('Apr 18, 2023') for 'ga'.
 */
const IRISH_MONTHS = [
  'Eanáir',
  'Feabhra',
  'Márta',
  'Aibreán',
  'Bealtaine',
  'Meitheamh',
  'Iúil',
  'Lúnasa',
  'Meán Fómhair',
  'Deireadh Fómhair',
  'Samhain',
  'Nollaig',
] as const;

/**
 * A calendar day ('YYYY-MM-DD', as survey dates travel) written in the user's language, e.g.
 * '12 Mar 2024' in English, '12 mars 2024' in French, '12 Márta 2024' in Irish. The day is read
 * as a day, not as an instant: no time zone moves it to the day before. An unreadable value is
 * given back as it is.
 */
export function formatDay(day: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const instant = new Date(Date.UTC(year, month - 1, date));
  if (Number.isNaN(instant.getTime()) || month < 1 || month > 12) return day;
  // The app's English is that of Ireland and Britain: day before month.
  const locale = language === 'en' ? 'en-IE' : language;
  const known = Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
  if (!known && language === 'ga') return `${date} ${IRISH_MONTHS[month - 1]} ${year}`;
  return new Intl.DateTimeFormat(known ? locale : undefined, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(instant);
}
