/** The scale bar of a printed map: a round length that fits the space given to it. */

/** Earth's circumference at the equator (WGS84), in metres. */
const EARTH_CIRCUMFERENCE_M = 40_075_016.686;
/** MapLibre's tiles are 512 CSS pixels wide at zoom 0. */
const TILE_SIZE = 512;

/** Metres on the ground per CSS pixel of a Web Mercator map at a zoom and latitude. */
export function metresPerCssPixel(zoom: number, latitude: number): number {
  return (EARTH_CIRCUMFERENCE_M * Math.cos((latitude * Math.PI) / 180)) / (TILE_SIZE * 2 ** zoom);
}

/** The largest 1, 2 or 5 × 10ⁿ not above `metres` (at least 1 cm). */
export function roundLength(metres: number): number {
  if (!(metres > 0.01)) return 0.01;
  const power = 10 ** Math.floor(Math.log10(metres));
  const first = metres / power;
  const step = first >= 5 ? 5 : first >= 2 ? 2 : 1;
  // Floating point: 3 × 0.1 is not 0.3; round to the power's digits.
  return Number((step * power).toPrecision(1));
}

export interface ScaleBar {
  /** Ground length the bar stands for, in metres. */
  metres: number;
  /** Its length on paper, in millimetres. */
  lengthMm: number;
  /** '500 m', '2 km', '50 cm'. */
  label: string;
}

export function lengthLabel(metres: number): string {
  if (metres >= 1000) return `${metres / 1000} km`;
  if (metres >= 1) return `${metres} m`;
  return `${Math.round(metres * 100)} cm`;
}

/**
 * A scale bar of a round length no longer than `maxMm` on paper, for a map printed with
 * `metresPerMm` metres of ground per millimetre of paper.
 */
export function chooseScaleBar(metresPerMm: number, maxMm: number): ScaleBar {
  const metres = roundLength(metresPerMm * maxMm);
  return { metres, lengthMm: metres / metresPerMm, label: lengthLabel(metres) };
}

/** The map's scale as 1 : n (n rounded to 3 significant digits). */
export function scaleDenominator(metresPerMm: number): number {
  return Number((metresPerMm * 1000).toPrecision(3));
}
