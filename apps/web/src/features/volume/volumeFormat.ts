import type { VolumeAnswer } from '@waymark/contract';
import { surveyLabel } from './surveys.js';

/** The numbers of an answer, in the order shown, exported and printed. */
export const QUANTITIES = [
  { key: 'cut_m3', label: 'cut', unit: 'm³', digits: 1 },
  { key: 'fill_m3', label: 'fill', unit: 'm³', digits: 1 },
  { key: 'net_m3', label: 'net', unit: 'm³', digits: 1 },
  { key: 'cut_area_m2', label: 'cutArea', unit: 'm²', digits: 1 },
  { key: 'fill_area_m2', label: 'fillArea', unit: 'm²', digits: 1 },
  { key: 'area_m2', label: 'area', unit: 'm²', digits: 1 },
  { key: 'cells', label: 'cells', unit: '', digits: 0 },
  { key: 'cell_size_m', label: 'cellSize', unit: 'm', digits: 3 },
] as const;

export type Quantity = (typeof QUANTITIES)[number];

/** The texts (under volume.) that name the rows of an export. */
export type VolumeLabel =
  Quantity['label'] | 'later' | 'earlier' | 'baseElevation' | 'crs' | 'method';

/** A number in the locale's format: fixed decimals for quantities, up to them for a cell size. */
export function formatNumber(value: number, digits: number, locale: string, fixed = true): string {
  return value.toLocaleString(locale, {
    minimumFractionDigits: fixed ? digits : 0,
    maximumFractionDigits: digits,
  });
}

/** '2,000.0 m³' (en), '2 000,0 m³' (fr); a cell size keeps only the decimals it has. */
export function formatQuantity(answer: VolumeAnswer, quantity: Quantity, locale: string): string {
  const value = answer[quantity.key];
  const text = formatNumber(value, quantity.digits, locale, quantity.key !== 'cell_size_m');
  return quantity.unit ? `${text} ${quantity.unit}` : text;
}

/** 'ETRS89 / UTM zone 32N (EPSG:25832)'. */
export function crsText(answer: Pick<VolumeAnswer, 'crs'>): string {
  return answer.crs.epsg === null
    ? answer.crs.name
    : `${answer.crs.name} (EPSG:${answer.crs.epsg})`;
}

/** The surveys measured: the later one's name, and the earlier one's or the base plane's. */
export function surveysText(
  answer: Pick<VolumeAnswer, 'earlier' | 'later' | 'base_elevation'>,
  words: { versus(later: string, earlier: string): string; plane(elevation: string): string },
  locale: string,
): string {
  const name = (survey: { layer_name: string; survey_date: string | null }) =>
    surveyLabel({ layerName: survey.layer_name, date: survey.survey_date }, locale);
  const earlier = answer.earlier
    ? name(answer.earlier)
    : words.plane(`${formatNumber(answer.base_elevation ?? 0, 2, locale, false)} m`);
  return words.versus(name(answer.later), earlier);
}

/** The numbers the method's text is written with. */
// A type, not an interface: i18next's options take it only with an implicit index signature.
export type MethodValues = {
  cells: string;
  cell: string;
  system: string;
};

/**
 * How the answer was measured, in the user's language: the server's `method` is English, for
 * the API's own readers; this says the same from the answer's numbers.
 */
export function methodText(
  answer: Pick<VolumeAnswer, 'cells' | 'cell_size_m' | 'crs' | 'earlier' | 'base_elevation'>,
  words: {
    surveys(values: MethodValues): string;
    plane(values: MethodValues & { base: string }): string;
  },
  locale: string,
): string {
  const values = {
    cells: formatNumber(answer.cells, 0, locale),
    cell: formatNumber(answer.cell_size_m, 3, locale, false),
    system: crsText(answer),
  };
  if (answer.earlier) return words.surveys(values);
  const base = `${formatNumber(answer.base_elevation ?? 0, 2, locale, false)} m`;
  return words.plane({ ...values, base });
}
