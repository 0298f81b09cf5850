import type { OrganisationUsage } from '@waymark/contract/usage';

/** The daily figures the chart can show, by the name of their text. */
export const USAGE_METRICS = ['mapViews', 'activeUsers', 'tiles'] as const;
export type UsageMetric = (typeof USAGE_METRICS)[number];

/** The periods offered, in days. */
export const USAGE_PERIODS = [7, 30, 90] as const;

const FIELD = {
  mapViews: 'map_views',
  activeUsers: 'active_users',
  tiles: 'tiles',
} as const satisfies Record<UsageMetric, keyof OrganisationUsage['days'][number]>;

/** The chart's columns: each day's UTC midnight in seconds, and the metric's value that day. */
export function usageSeries(usage: OrganisationUsage, metric: UsageMetric): [number[], number[]] {
  return [
    usage.days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
    usage.days.map((d) => d[FIELD[metric]]),
  ];
}

/** A day of the axis, short, in the user's language ('3 Mar'); dd/MM where it has no names. */
export function shortDay(seconds: number, language: string): string {
  const date = new Date(seconds * 1000);
  const locale = language === 'en' ? 'en-IE' : language;
  if (Intl.DateTimeFormat.supportedLocalesOf([locale]).length === 0) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}`;
  }
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date);
}
