import type { LayerRead } from '@waymark/contract';

/** What the survey-date helpers read of a layer. */
export type SurveyLayer = Pick<LayerRead, 'survey_dates'>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A survey date as the URL or a form gives it ('YYYY-MM-DD', a real day), else null. */
export function parseSurveyDate(text: string | null | undefined): string | null {
  if (!text || !DATE.test(text)) return null;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text ? text : null;
}

/** A layer whose files carry several survey dates: it is drawn one date at a time. */
export function isSeries(layer: SurveyLayer): boolean {
  return layer.survey_dates.length > 1;
}

/**
 * The dates a viewer may choose: the union of the given layers' survey dates, of the series
 * among them only, earliest first. Pass the layers that are visible.
 */
export function seriesDates(layers: readonly SurveyLayer[]): string[] {
  const dates = new Set<string>();
  for (const layer of layers)
    if (isSeries(layer)) for (const date of layer.survey_dates) dates.add(date);
  return [...dates].sort();
}

/**
 * The survey a layer draws when `chosen` is the viewer's date: the chosen one if the layer has
 * it, else its latest date not after it, else its earliest; its latest when none is chosen.
 * Null for a layer that is not a series (it draws all its files).
 */
export function shownSurveyDate(layer: SurveyLayer, chosen: string | null): string | null {
  if (!isSeries(layer)) return null;
  const dates = [...layer.survey_dates].sort();
  if (chosen === null) return dates.at(-1) ?? null;
  const notAfter = dates.filter((date) => date <= chosen);
  return notAfter.at(-1) ?? dates[0] ?? null;
}
