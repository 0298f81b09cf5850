import type { LayerRead } from '@waymark/contract';
import { seriesDates } from '../../../entities/map/surveyDates.js';

/**
 * The survey date the map's date slider shows, where the map has one (layers surveyed on
 * several dates): the date chosen, else the latest; null on a map without the slider.
 */
export function surveyDateShown(
  layers: readonly Pick<LayerRead, 'survey_dates'>[],
  chosen: string | null,
): string | null {
  const dates = seriesDates(layers);
  if (dates.length === 0) return null;
  return chosen ?? dates.at(-1) ?? null;
}
