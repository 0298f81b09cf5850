export type ColourMode = 'rgb' | 'intensity' | 'elevation' | 'classification';

export const COLOUR_MODES: readonly ColourMode[] = [
  'rgb',
  'intensity',
  'elevation',
  'classification',
];

type Rgb = readonly [number, number, number];

/** What a node decoded: positions relative to the cloud's centre and the colouring values. */
export interface PointAttributes {
  count: number;
  /** Absolute elevations (Z). */
  elevation: Float32Array;
  /** LAS colours as stored (8- or 16-bit values), three per point; null when the format has none. */
  rgb: Uint16Array | null;
  intensity: Uint16Array | null;
  classification: Uint8Array | null;
}

export interface ColourRanges {
  elevation: readonly [number, number];
  intensity: readonly [number, number];
  /** 255 for clouds that store 8-bit colours, 65535 for the 16-bit colours of the LAS spec. */
  rgbMax: number;
}

/** ASPRS LAS 1.4 standard classes, with the rail classes of a railway survey standing out. */
export const CLASSIFICATION_COLOURS: Readonly<Record<number, Rgb>> = {
  0: [180, 180, 180], // created, never classified
  1: [200, 200, 200], // unclassified
  2: [166, 118, 72], // ground
  3: [152, 214, 118], // low vegetation
  4: [76, 175, 80], // medium vegetation
  5: [27, 94, 32], // high vegetation
  6: [229, 57, 53], // building
  7: [255, 0, 255], // low point (noise)
  8: [255, 193, 7], // model key / reserved
  9: [30, 136, 229], // water
  10: [255, 112, 67], // rail
  11: [117, 117, 117], // road surface
  12: [255, 235, 59], // overlap / reserved
  13: [0, 188, 212], // wire – guard (shield)
  14: [0, 151, 167], // wire – conductor (phase)
  15: [121, 85, 72], // transmission tower
  16: [0, 96, 100], // wire-structure connector
  17: [156, 39, 176], // bridge deck
  18: [255, 0, 128], // high noise
};
const OTHER_CLASS: Rgb = [240, 240, 240];

// A perceptually even ramp (viridis at nine stops) for elevation and intensity-free ramps.
const RAMP: readonly Rgb[] = [
  [68, 1, 84],
  [71, 44, 122],
  [59, 81, 139],
  [44, 113, 142],
  [33, 144, 141],
  [39, 173, 129],
  [92, 200, 99],
  [170, 220, 50],
  [253, 231, 37],
];

/** A colour of the ramp for t in 0..1 (clamped), linearly between its stops. */
export function rampColour(t: number): Rgb {
  const clamped = Number.isFinite(t) ? Math.min(1, Math.max(0, t)) : 0;
  const scaled = clamped * (RAMP.length - 1);
  const i = Math.min(RAMP.length - 2, Math.floor(scaled));
  const f = scaled - i;
  const a = RAMP[i]!;
  const b = RAMP[i + 1]!;
  return [
    Math.round(a[0] + (b[0] - a[0]) * f),
    Math.round(a[1] + (b[1] - a[1]) * f),
    Math.round(a[2] + (b[2] - a[2]) * f),
  ];
}

const unit = (value: number, [low, high]: readonly [number, number]) =>
  high > low ? (value - low) / (high - low) : 0.5;

/** Intensity as grey between the cloud's usual low and high values. */
export function intensityColour(value: number, range: readonly [number, number]): Rgb {
  const grey = Math.round(Math.min(1, Math.max(0, unit(value, range))) * 255);
  return [grey, grey, grey];
}

export const elevationColour = (z: number, range: readonly [number, number]) =>
  rampColour(unit(z, range));

export const classificationColour = (value: number): Rgb =>
  CLASSIFICATION_COLOURS[value] ?? OTHER_CLASS;

/** A stored colour channel in 0..255. */
export const rgbChannel = (value: number, rgbMax: number) =>
  Math.min(255, Math.round((value * 255) / rgbMax));

/** 8-bit or 16-bit colours: files in the wild use both, though LAS says 16. */
export function rgbMaxOf(rgb: Uint16Array): number {
  for (let i = 0; i < rgb.length; i++) if (rgb[i]! > 255) return 65535;
  return 255;
}

/** The colour modes a cloud can offer, by what its points carry. */
export function availableModes(sample: PointAttributes): ColourMode[] {
  return COLOUR_MODES.filter(
    (mode) =>
      mode === 'elevation' ||
      (mode === 'rgb' && sample.rgb !== null) ||
      (mode === 'intensity' && sample.intensity !== null) ||
      (mode === 'classification' && sample.classification !== null),
  );
}

/** The 2nd and 98th percentile: a few very bright returns do not wash everything out. */
export function robustRange(values: ArrayLike<number>): [number, number] {
  if (values.length === 0) return [0, 1];
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return [at(0.02), at(0.98)];
}

/** Fills `out` (three bytes a point) with the points' colours in a mode. */
export function colourPoints(
  mode: ColourMode,
  points: PointAttributes,
  ranges: ColourRanges,
  out: Uint8Array,
): void {
  for (let i = 0; i < points.count; i++) {
    let colour: Rgb;
    if (mode === 'rgb' && points.rgb) {
      const rgb = points.rgb;
      colour = [
        rgbChannel(rgb[i * 3]!, ranges.rgbMax),
        rgbChannel(rgb[i * 3 + 1]!, ranges.rgbMax),
        rgbChannel(rgb[i * 3 + 2]!, ranges.rgbMax),
      ];
    } else if (mode === 'intensity' && points.intensity) {
      colour = intensityColour(points.intensity[i]!, ranges.intensity);
    } else if (mode === 'classification' && points.classification) {
      colour = classificationColour(points.classification[i]!);
    } else {
      colour = elevationColour(points.elevation[i]!, ranges.elevation);
    }
    out[i * 3] = colour[0];
    out[i * 3 + 1] = colour[1];
    out[i * 3 + 2] = colour[2];
  }
}
