import type { TFunction } from 'i18next';
import type { Box } from '../../lib/box.js';

/** Four decimals of a degree: about 10 m, finer than anyone draws a share's box. */
const degrees = (value: number) => `${value.toFixed(4)}°`;

/** A box's four edges, named in the interface language: 'West -7.5000°, South 52.5000°, …'. */
export function formatBox(t: TFunction, box: Box): string {
  const [west, south, east, north] = box;
  return [
    `${t('bbox.west')} ${degrees(west)}`,
    `${t('bbox.south')} ${degrees(south)}`,
    `${t('bbox.east')} ${degrees(east)}`,
    `${t('bbox.north')} ${degrees(north)}`,
  ].join(', ');
}
