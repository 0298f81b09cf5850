import {
  DEFAULT_RELIEF,
  RAMPS,
  rampColour,
  type LayerRead,
  type RampName,
  type ReliefSettings,
} from '@waymark/contract';

/** What a relief legend reads of a layer. */
export type ReliefLayer = Pick<LayerRead, 'raster_kind' | 'relief' | 'value_range'>;

/** The colour bar of a layer of heights (or of an elevation change) and its values, in metres. */
export interface ReliefLegend {
  kind: 'elevation' | 'difference';
  ramp: RampName;
  /** The values at the bar's ends. */
  min: number;
  max: number;
  /** Round values between the ends (the ends excluded), where the bar marks them. */
  ticks: number[];
}

/** Whether a layer is drawn as relief (heights, or a change of heights). */
export function isReliefLayer(layer: ReliefLayer): boolean {
  return layer.raster_kind === 'elevation' || layer.raster_kind === 'difference';
}

/**
 * The values at a relief's ends, as its tiles are drawn: the layer's own lowest and highest,
 * else the data's (an elevation change: ± the larger of the two, so that no change stays in the
 * middle); null when neither is known.
 */
export function reliefRange(layer: ReliefLayer): [number, number] | null {
  if (!isReliefLayer(layer)) return null;
  const kind = layer.raster_kind as 'elevation' | 'difference';
  const settings: ReliefSettings = layer.relief ?? DEFAULT_RELIEF[kind];
  const data = layer.value_range?.length === 2 ? layer.value_range : null;
  let low = data?.[0];
  let high = data?.[1];
  if (kind === 'difference' && low !== undefined && high !== undefined) {
    const reach = Math.max(Math.abs(low), Math.abs(high)) || 1;
    [low, high] = [-reach, reach];
  }
  const min = settings.min ?? low;
  const max = settings.max ?? high;
  if (min === undefined || max === undefined) return null;
  return [min, max > min ? max : min + 1];
}

/** Round values strictly between min and max, about `count` of them (1, 2 or 5 × 10ⁿ apart). */
export function niceTicks(min: number, max: number, count = 3): number[] {
  const span = max - min;
  if (!(span > 0) || !Number.isFinite(span)) return [];
  const rough = span / (count + 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((f) => f * power).find((s) => s >= rough) ?? 10 * power;
  const ticks: number[] = [];
  for (let v = Math.ceil(min / step) * step; v < max; v += step) {
    // Keep clear of the ends, whose own values are written there.
    if (v - min > step / 4 && max - v > step / 4) ticks.push(Number(v.toPrecision(12)));
  }
  return ticks;
}

/** The legend of a relief layer; null for any other layer or one whose range is unknown. */
export function reliefLegendOf(layer: ReliefLayer): ReliefLegend | null {
  const range = reliefRange(layer);
  if (!range) return null;
  const kind = layer.raster_kind as 'elevation' | 'difference';
  const ramp = (layer.relief ?? DEFAULT_RELIEF[kind]).ramp;
  const [min, max] = range;
  return { kind, ramp, min, max, ticks: niceTicks(min, max, 3) };
}

/** A CSS gradient of the ramp, lowest value first (to the right, or upwards for 'to top'). */
export function rampGradient(ramp: RampName, direction: 'to right' | 'to top' = 'to right') {
  const stops = RAMPS[ramp].map(([at, colour]) => `${colour} ${Math.round(at * 100)}%`);
  return `linear-gradient(${direction}, ${stops.join(', ')})`;
}

/** The ramp's colours at `count` evenly spaced places, lowest first (the PDF's bar). */
export function rampSamples(ramp: RampName, count: number): [number, number, number][] {
  const n = Math.max(2, Math.floor(count));
  return Array.from({ length: n }, (_, i) => rampColour(ramp, i / (n - 1)));
}

/** Where a value sits along the bar, 0–1. */
export function positionOf(legend: Pick<ReliefLegend, 'min' | 'max'>, value: number): number {
  return Math.min(1, Math.max(0, (value - legend.min) / (legend.max - legend.min)));
}

/** A height in metres as the legends write it: decimals only where the span is small. */
export function formatMetres(value: number, span: number, locale: string): string {
  const digits = span >= 50 ? 0 : span >= 5 ? 1 : 2;
  const text = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 0,
    maximumFractionDigits: digits,
  }).format(value);
  return `${text} m`;
}
