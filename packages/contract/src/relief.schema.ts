import { z } from 'zod';

/**
 * How a single-band raster of values is drawn. 'image': as it is (colours, or a grey stretch);
 * 'elevation': a DTM or DSM, hillshade blended with a hypsometric colour ramp; 'difference': an
 * elevation change (later minus earlier), a diverging ramp — blue where earth was added (fill),
 * red where it was taken (cut), white near zero.
 */
export const RASTER_KINDS = ['image', 'elevation', 'difference'] as const;
export type RasterKind = (typeof RASTER_KINDS)[number];

/** Colour ramps as stops of [position 0–1, '#rrggbb'], shared by the tiles and the legends. */
export const RAMPS = {
  terrain: [
    [0, '#2c7bb6'],
    [0.08, '#abd9e9'],
    [0.2, '#a6d96a'],
    [0.4, '#1a9641'],
    [0.6, '#ffffbf'],
    [0.8, '#fdae61'],
    [0.92, '#a6611a'],
    [1, '#f5f5f5'],
  ],
  viridis: [
    [0, '#440154'],
    [0.25, '#3b528b'],
    [0.5, '#21918c'],
    [0.75, '#5ec962'],
    [1, '#fde725'],
  ],
  grey: [
    [0, '#1a1a1a'],
    [1, '#f0f0f0'],
  ],
  diverging: [
    [0, '#b2182b'],
    [0.3, '#ef8a62'],
    [0.45, '#fddbc7'],
    [0.5, '#f7f7f7'],
    [0.55, '#d1e5f0'],
    [0.7, '#67a9cf'],
    [1, '#2166ac'],
  ],
} as const satisfies Record<string, readonly (readonly [number, string])[]>;
export type RampName = keyof typeof RAMPS;
export const RAMP_NAMES = Object.keys(RAMPS) as RampName[];
/** The ramps offered for elevations (the diverging one is the elevation change's). */
export const ELEVATION_RAMPS: readonly RampName[] = ['terrain', 'viridis', 'grey'];

const finite = z.number().finite().min(-1e6).max(1e6);

/**
 * A value raster's drawing (layer form): its ramp and the values at the ramp's ends — null: the
 * data's minimum and maximum (an elevation change: ± the larger of the two, so 0 stays white) —
 * and, for elevations, whether hillshade shades it.
 */
export const reliefSettings = z
  .object({
    ramp: z.enum(RAMP_NAMES as [RampName, ...RampName[]]),
    min: finite.nullable(),
    max: finite.nullable(),
    hillshade: z.boolean(),
  })
  .refine(
    (r) => r.min === null || r.max === null || r.min < r.max,
    'The lowest value must be below the highest.',
  );
export type ReliefSettings = z.infer<typeof reliefSettings>;

export const DEFAULT_RELIEF: Record<Exclude<RasterKind, 'image'>, ReliefSettings> = {
  elevation: { ramp: 'terrain', min: null, max: null, hillshade: true },
  difference: { ramp: 'diverging', min: null, max: null, hillshade: false },
};

/** The colour at `t` (0–1, clamped) along a ramp, as [r, g, b]. */
export function rampColour(name: RampName, t: number): [number, number, number] {
  const stops = RAMPS[name];
  const at = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0));
  let i = 1;
  while (i < stops.length - 1 && stops[i]![0] < at) i += 1;
  const [p0, c0] = stops[i - 1]!;
  const [p1, c1] = stops[i]!;
  const f = p1 === p0 ? 0 : (at - p0) / (p1 - p0);
  const rgb = (hex: string) => [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));
  const [a, b] = [rgb(c0), rgb(c1)];
  return [0, 1, 2].map((k) => Math.round(a[k]! + (b[k]! - a[k]!) * f)) as [number, number, number];
}
