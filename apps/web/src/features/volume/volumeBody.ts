import type { VolumeRequest } from '@waymark/contract';
import type { VolumeShape } from './shape.js';
import type { SurveyChoiceValue } from './SurveyChoice.js';
import { surveyRef, type Survey } from './surveys.js';

/** Metres as typed, with a decimal point or comma; null when it is not a number. */
export function parseElevation(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[-+]?\d+(\.\d*)?$|^[-+]?\.\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The request for the shape and surveys chosen; null while something is missing. */
export function volumeBody(
  shape: VolumeShape | null,
  choice: SurveyChoiceValue,
  surveys: readonly Survey[],
): VolumeRequest | null {
  const find = (key: string) => surveys.find((survey) => survey.key === key);
  const later = find(choice.later);
  if (!shape || !later) return null;
  const where =
    shape.kind === 'drawn'
      ? { polygon: shape.polygon }
      : { feature: { layer: shape.layerId, fid: shape.fid } };
  if (choice.baseline === 'plane') {
    const base = parseElevation(choice.base);
    return base === null ? null : { ...where, later: surveyRef(later), base_elevation: base };
  }
  const earlier = find(choice.earlier);
  return earlier ? { ...where, later: surveyRef(later), earlier: surveyRef(earlier) } : null;
}
