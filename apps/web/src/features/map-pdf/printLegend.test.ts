import type { LayerRead } from '@waymark/contract';
import { describe, expect, it } from 'vitest';
import { layer } from '../../test/layers.js';
import { printLegend, rgbOf, visibleLayerIds } from './printLegend.js';
import { isUniform } from '../../map/print/blankImage.js';

describe('the legend of a print', () => {
  it('reads colours, over white when translucent', () => {
    expect(rgbOf('#ff0000')).toEqual([255, 0, 0]);
    expect(rgbOf('rgba(0, 0, 255, 0.5)')).toEqual([128, 128, 255]);
    expect(rgbOf('#000', 0.5)).toEqual([128, 128, 128]);
    expect(rgbOf('not a colour')).toEqual([128, 128, 128]);
  });

  it('lists the drawn layers only, in the sidebar order, with their swatches', () => {
    const style = {
      layers: [
        { id: 'water', type: 'background' as const },
        { id: 'wm-1-style-0', type: 'fill' as const, source: 'wm-src-1' },
        {
          id: 'wm-2-style-0',
          type: 'line' as const,
          source: 'wm-src-2',
          layout: { visibility: 'none' as const },
        },
        { id: 'wm-3-style-0', type: 'raster' as const, source: 'wm-src-3' },
      ],
    };
    const visible = visibleLayerIds(style);
    expect([...visible].sort()).toEqual([1, 3]);
    const layers: LayerRead[] = [
      layer({
        id: 1,
        name: 'Parcels',
        type: 'vector',
        style: [{ type: 'fill', paint: { 'fill-color': '#00ff00' } }],
      }),
      layer({ id: 2, name: 'Hidden', type: 'vector', style: null }),
      layer({ id: 3, name: 'Orthophotos', type: 'raster', style: null }),
    ];
    const legend = printLegend(layers, visible);
    expect(legend.map((entry) => entry.name)).toEqual(['Orthophotos', 'Parcels']);
    expect(legend[0]!.rows[0]!.swatch.kind).toBe('raster');
    expect(legend[1]!.rows[0]!.swatch).toMatchObject({ kind: 'fill', color: [0, 255, 0] });
  });

  it("prints a relief's colour bar and the heights at its ends", () => {
    const dsm = layer({
      id: 4,
      name: 'DSM',
      type: 'raster',
      style: null,
      raster_kind: 'elevation',
      relief: { ramp: 'viridis', min: null, max: 140, hillshade: true },
      value_range: [52.4, 131.9],
    });
    const [entry] = printLegend([dsm], new Set([4]));
    expect(entry!.rows).toHaveLength(1);
    const [row] = entry!.rows;
    expect(row!.label).toEqual({ key: 'heights', min: 52.4, max: 140, change: false });
    expect(row!.swatch.kind).toBe('ramp');
    // viridis: dark purple at the low end, yellow at the high one.
    expect(row!.swatch.ramp![0]).toEqual([68, 1, 84]);
    expect(row!.swatch.ramp!.at(-1)).toEqual([253, 231, 37]);
  });

  it('tells a blank image from a drawn one', () => {
    const blank = new Uint8ClampedArray(16 * 4).fill(200);
    expect(isUniform(blank)).toBe(true);
    const drawn = blank.slice();
    drawn[20] = 40;
    expect(isUniform(drawn)).toBe(false);
  });
});
