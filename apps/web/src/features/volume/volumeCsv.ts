import type { VolumeAnswer } from '@waymark/contract';
import { toCsv, type CsvValue } from '../../lib/csv.js';
import { QUANTITIES, type VolumeLabel } from './volumeFormat.js';

/**
 * The answer as CSV, one quantity a row (its machine name, its label in the user's language,
 * its value unrounded and its unit), then the surveys, the coordinate system and the method
 * (in the user's language, as methodText says it).
 */
export function volumeCsv(
  answer: VolumeAnswer,
  label: (key: VolumeLabel) => string,
  method: string,
): string {
  const rows: CsvValue[][] = [['quantity', 'label', 'value', 'unit']];
  for (const quantity of QUANTITIES) {
    rows.push([quantity.key, label(quantity.label), answer[quantity.key], quantity.unit]);
  }
  const survey = (survey: VolumeAnswer['later']) =>
    survey.survey_date === null ? survey.layer_name : `${survey.layer_name} ${survey.survey_date}`;
  rows.push(['later_survey', label('later'), survey(answer.later), '']);
  if (answer.earlier) rows.push(['earlier_survey', label('earlier'), survey(answer.earlier), '']);
  else rows.push(['base_elevation', label('baseElevation'), answer.base_elevation, 'm']);
  rows.push([
    'crs',
    label('crs'),
    answer.crs.name,
    answer.crs.epsg === null ? '' : `EPSG:${answer.crs.epsg}`,
  ]);
  rows.push(['method', label('method'), method, '']);
  return toCsv(rows);
}
