import { Color } from '@maplibre/maplibre-gl-style-spec';
import type { LayerRead } from '@waymark/contract';
import type { StyleSpecification } from 'maplibre-gl';
import { legendOf, type LegendLabel, type SwatchKind } from '../../map/style/legendOf.js';
import { layerIdOfSource } from '../../map/style/sourceIds.js';
import { styleOf } from '../../map/style/layerTemplates.js';
import { rampSamples, reliefLegendOf } from '../../map/style/reliefLegend.js';

export type Rgb = readonly [number, number, number];

export interface PrintSwatch {
  kind: SwatchKind | 'raster' | 'ramp';
  color: Rgb;
  outline: Rgb | null;
  /** A relief's colour bar, lowest value first ('ramp'). */
  ramp?: Rgb[];
}

/** Colours of a relief's bar in print. */
const RAMP_STEPS = 24;

export interface PrintLegendRow {
  label: LegendLabel;
  swatch: PrintSwatch;
}

export interface PrintLegendEntry {
  layerId: number;
  name: string;
  rows: PrintLegendRow[];
}

const GREY: Rgb = [128, 128, 128];

/** A CSS colour as red, green, blue (0–255), over white when translucent; grey if unreadable. */
export function rgbOf(value: string | undefined, opacity = 1): Rgb {
  const colour = value ? Color.parse(value) : undefined;
  if (!colour) return GREY;
  const match = /rgba\(([\d.]+),([\d.]+),([\d.]+),([\d.]+)\)/.exec(colour.toString());
  if (!match) return GREY;
  const alpha = Math.max(0, Math.min(1, Number(match[4]) * opacity));
  const over = (c: string) => Math.round(Number(c) * alpha + 255 * (1 - alpha));
  return [over(match[1]!), over(match[2]!), over(match[3]!)];
}

/** The ids of the map's layers drawn on the map now (some style layer of theirs is visible). */
export function visibleLayerIds(style: Pick<StyleSpecification, 'layers'>): Set<number> {
  const ids = new Set<number>();
  for (const layer of style.layers) {
    if (!('source' in layer)) continue;
    const id = layerIdOfSource(layer.source);
    if (id === null) continue;
    if (layer.layout && 'visibility' in layer.layout && layer.layout.visibility === 'none') {
      continue;
    }
    ids.add(id);
  }
  return ids;
}

/**
 * The legend of the layers drawn on the map, in the sidebar's order (reversed): each layer's
 * name and the swatches its style gives (as the layer legend reads them); a raster drawn as
 * relief its colour bar and the heights at its ends; another raster one grey square.
 */
export function printLegend(
  layers: readonly LayerRead[],
  visible: ReadonlySet<number>,
): PrintLegendEntry[] {
  return [...layers]
    .reverse()
    .filter((layer) => visible.has(layer.id))
    .map((layer) => {
      const rows: PrintLegendRow[] = [];
      const relief = reliefLegendOf(layer);
      if (relief) {
        const ramp = rampSamples(relief.ramp, RAMP_STEPS);
        rows.push({
          label: {
            key: 'heights',
            min: relief.min,
            max: relief.max,
            change: relief.kind === 'difference',
          },
          swatch: { kind: 'ramp', color: ramp[0]!, outline: null, ramp },
        });
        return { layerId: layer.id, name: layer.name, rows };
      }
      for (const group of legendOf(styleOf(layer))) {
        for (const row of group.rows) {
          rows.push({
            label: row.label,
            swatch: {
              kind: row.swatch.kind,
              color: rgbOf(row.swatch.color, row.swatch.opacity),
              outline: row.swatch.outline ? rgbOf(row.swatch.outline) : null,
            },
          });
        }
        if (group.attribute) {
          rows.push({
            label: { key: 'fromAttribute', field: group.attribute.field },
            swatch: {
              kind: group.attribute.swatch.kind,
              color: rgbOf(group.attribute.fallback),
              outline: null,
            },
          });
        }
      }
      if (rows.length === 0) {
        rows.push({ label: { text: '' }, swatch: { kind: 'raster', color: GREY, outline: null } });
      }
      return { layerId: layer.id, name: layer.name, rows };
    });
}
