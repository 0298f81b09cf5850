import type { SurveyRef } from '@waymark/contract';
import { ValidationError } from '../../lib/errors.js';
import type { Viewer } from '../../repositories/scope.js';
import type { SurveyFileRow, SurveyRepository } from '../../repositories/survey.repository.js';

/** One survey of heights: a layer's files of one date (or all of a layer that is no series). */
export interface Survey {
  layerId: number;
  layerName: string;
  date: string | null;
  files: SurveyFileRow[];
}

/** The distinct survey dates of a layer's files, earliest first. */
export function datesOf(rows: readonly SurveyFileRow[]): string[] {
  return [...new Set(rows.map((r) => r.survey_date).filter((d): d is string => d !== null))].sort();
}

/**
 * The survey a request names (field `field` of its body): a layer of heights on the map the
 * viewer sees, and for a series one of its dates. Anything else is a field error saying what to
 * choose instead.
 */
export async function resolveSurvey(
  surveys: SurveyRepository,
  mapId: number,
  viewer: Viewer,
  ref: SurveyRef,
  field: string,
  kinds: readonly string[] = ['elevation'],
): Promise<Survey> {
  const rows = await surveys.filesOfLayer(mapId, ref.layer, viewer);
  if (rows.length === 0) {
    const onMap = await surveys.layerOnMap(mapId, ref.layer, viewer);
    throw ValidationError.field(
      field,
      onMap ? 'This layer has no processed raster yet.' : 'Choose a layer of this map.',
    );
  }
  const { layer_name: name, raster_kind: kind } = rows[0]!;
  if (!kind || !kinds.includes(kind)) {
    throw ValidationError.field(field, `“${name}” holds no heights (a DTM or DSM).`);
  }
  const dates = datesOf(rows);
  if (ref.date) {
    const files = rows.filter((r) => r.survey_date === ref.date);
    if (files.length === 0) {
      throw ValidationError.field(field, `“${name}” has no survey of ${ref.date}.`);
    }
    return { layerId: ref.layer, layerName: name, date: ref.date, files };
  }
  if (dates.length > 1) {
    throw ValidationError.field(
      field,
      `Choose one of the survey dates of “${name}”: ${dates.join(', ')}.`,
    );
  }
  return { layerId: ref.layer, layerName: name, date: dates[0] ?? null, files: rows };
}

/** What an answer says of a survey. */
export function describeSurvey(survey: Survey) {
  return { layer_id: survey.layerId, layer_name: survey.layerName, survey_date: survey.date };
}
