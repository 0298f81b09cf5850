import {
  DEFAULT_RELIEF,
  ELEVATION_RAMPS,
  reliefSettings,
  type LayerRead,
  type RampName,
  type RasterKind,
  type ReliefSettings,
} from '@waymark/contract';
import type { z } from 'zod';

/** The layer form's 'Raster drawing' values: as typed, like the zoom fields. */
export interface RasterDrawingValues {
  /** '' for a layer that is not a processed raster (the section is not shown). */
  raster_kind: '' | RasterKind;
  relief_ramp: RampName;
  /** The value at the ramp's low and high ends; '' for the data's own. */
  relief_min: string;
  relief_max: string;
  relief_hillshade: boolean;
}

const CHANGE_RAMPS: readonly RampName[] = ['diverging'];

/** The ramps offered for a kind: the elevation ramps, or the change's diverging one. */
export function rampsFor(kind: '' | RasterKind): readonly RampName[] {
  return kind === 'difference' ? CHANGE_RAMPS : ELEVATION_RAMPS;
}

/** A value as typed: a number ('' is none, a decimal comma is read), or undefined if not one. */
export function valueOf(text: string): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** The form's drawing values of a layer (its own relief, else its kind's defaults). */
export function reliefValuesOf(layer: LayerRead): RasterDrawingValues {
  const kind = layer.type === 'raster' ? (layer.raster_kind ?? '') : '';
  const relief = layer.relief ?? DEFAULT_RELIEF[kind === 'difference' ? 'difference' : 'elevation'];
  return {
    raster_kind: kind,
    relief_ramp: relief.ramp,
    relief_min: relief.min === null ? '' : String(relief.min),
    relief_max: relief.max === null ? '' : String(relief.max),
    relief_hillshade: relief.hillshade,
  };
}

/** The relief the values describe; null for images (or while a value is not a number). */
export function reliefOfValues(values: RasterDrawingValues): ReliefSettings | null {
  const kind = values.raster_kind;
  if (kind !== 'elevation' && kind !== 'difference') return null;
  const min = valueOf(values.relief_min);
  const max = valueOf(values.relief_max);
  if (min === undefined || max === undefined) return null;
  return {
    ramp: rampsFor(kind).includes(values.relief_ramp)
      ? values.relief_ramp
      : DEFAULT_RELIEF[kind].ramp,
    min,
    max,
    // Hillshade shades heights; an elevation change is drawn flat.
    hillshade: kind === 'elevation' && values.relief_hillshade,
  };
}

/** The drawing's rules, with message keys under the fields: the contract's reliefSettings. */
export function reliefRules(values: RasterDrawingValues, ctx: z.RefinementCtx): void {
  const kind = values.raster_kind;
  if (kind !== 'elevation' && kind !== 'difference') return;
  const fields = ['relief_min', 'relief_max'] as const;
  let typed = true;
  for (const field of fields) {
    if (valueOf(values[field]) === undefined) {
      ctx.addIssue({ code: 'custom', path: [field], message: 'layerForm.raster.notNumber' });
      typed = false;
    }
  }
  if (!typed) return;
  const checked = reliefSettings.safeParse(reliefOfValues(values));
  if (checked.success) return;
  for (const issue of checked.error.issues) {
    const field = issue.path[0] === 'min' ? 'relief_min' : 'relief_max';
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message: issue.code === 'custom' ? 'layerForm.raster.order' : 'layerForm.raster.range',
    });
  }
}

/** The placeholder of the low and high ends: the data's (a change: ± the larger of the two). */
export function dataEnds(layer: LayerRead, kind: '' | RasterKind): [number, number] | null {
  const range = layer.value_range;
  if (range?.length !== 2) return null;
  const [low, high] = range as [number, number];
  if (kind !== 'difference') return [low, high];
  const reach = Math.max(Math.abs(low), Math.abs(high)) || 1;
  return [-reach, reach];
}
