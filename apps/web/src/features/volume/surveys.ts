import { formatDay } from '../../lib/formatDay.js';
import type { LayerRead, SurveyRef } from '@waymark/contract';
import { isSeries } from '../../entities/map/surveyDates.js';

/** One survey of heights the map offers: a layer of elevation, and a date of a series. */
export interface Survey {
  key: string;
  layerId: number;
  layerName: string;
  /** The survey date of a series' survey; null for a layer that is not a series. */
  date: string | null;
}

type SurveyLayer = Pick<LayerRead, 'id' | 'name' | 'raster_kind' | 'survey_dates'>;

/**
 * The surveys of the map's layers of heights (raster_kind 'elevation'), in the map's order: a
 * series (several survey dates) gives one per date, oldest first; any other layer one.
 */
export function surveysOf(layers: readonly SurveyLayer[]): Survey[] {
  return layers
    .filter((layer) => layer.raster_kind === 'elevation')
    .flatMap((layer) => {
      const dates = isSeries(layer) ? [...layer.survey_dates].sort() : [null];
      return dates.map((date) => ({
        key: `${layer.id}:${date ?? ''}`,
        layerId: layer.id,
        layerName: layer.name,
        date,
      }));
    });
}

/** The survey as the API names it. */
export function surveyRef(survey: Survey): SurveyRef {
  return survey.date === null
    ? { layer: survey.layerId }
    : { layer: survey.layerId, date: survey.date };
}

/** 'DSM — 11 Jun 2024' (the day as the time slider writes it), or the layer's name alone. */
export function surveyLabel(survey: Pick<Survey, 'layerName' | 'date'>, language: string): string {
  return survey.date === null
    ? survey.layerName
    : `${survey.layerName} — ${formatDay(survey.date, language)}`;
}

/**
 * The surveys chosen at first: the latest of the first series (or layer) as the later one, and
 * the survey just before it (of the same series when it has one) as the earlier.
 */
export function defaultPair(surveys: readonly Survey[]): { later: string; earlier: string } {
  const first = surveys[0];
  if (!first) return { later: '', earlier: '' };
  const sameLayer = surveys.filter((survey) => survey.layerId === first.layerId);
  const later = sameLayer[sameLayer.length - 1] ?? first;
  const earlier =
    sameLayer.length > 1
      ? sameLayer[sameLayer.length - 2]
      : surveys.find((survey) => survey.key !== later.key);
  return { later: later.key, earlier: earlier?.key ?? '' };
}
