import { DEFAULT_RELIEF, reliefSettings, type ReliefSettings } from '@waymark/contract';
import type { ReliefStyle } from '../tiles/relief-renderer.js';

/** What decides a value raster's drawing: its kind, its settings, the ranges of its files. */
export interface ReliefSource {
  raster_kind: 'image' | 'elevation' | 'difference' | null;
  relief: unknown;
}

/** The layer's relief settings, or its kind's defaults (stored ones that no longer parse too). */
export function reliefSettingsOf(layer: ReliefSource): ReliefSettings | null {
  if (layer.raster_kind !== 'elevation' && layer.raster_kind !== 'difference') return null;
  const stored = reliefSettings.safeParse(layer.relief);
  return stored.success ? stored.data : DEFAULT_RELIEF[layer.raster_kind];
}

/** The least and greatest of several [min, max] ranges; null when none is known. */
export function unionRange(ranges: readonly (readonly number[] | null)[]): [number, number] | null {
  const known = ranges.filter((r): r is number[] => r !== null && r.length === 2);
  if (known.length === 0) return null;
  return [Math.min(...known.map((r) => r[0]!)), Math.max(...known.map((r) => r[1]!))];
}

/**
 * How a value layer's tiles are drawn: its ramp between the values its settings name, else the
 * data's least and greatest (an elevation change: ± the larger of the two, so that no change is
 * white); null for a layer of images.
 */
export function reliefStyleOf(
  layer: ReliefSource,
  dataRange: [number, number] | null,
): ReliefStyle | null {
  const settings = reliefSettingsOf(layer);
  if (!settings) return null;
  let [low, high] = dataRange ?? [0, 1];
  if (layer.raster_kind === 'difference') {
    const reach = Math.max(Math.abs(low), Math.abs(high)) || 1;
    [low, high] = [-reach, reach];
  }
  const min = settings.min ?? low;
  const max = settings.max ?? high;
  return {
    ramp: settings.ramp,
    min,
    max: max > min ? max : min + 1,
    hillshade: settings.hillshade,
  };
}
