import { describe, expect, it } from 'vitest';
import { tileBox, WORLD_HALF, type Box } from '../../tiles/tile-math.js';
import { alignedLevelsFor } from './photo-cog.js';
import { tileAlignedBox, upperZoom, zoomResolution } from './web-grid.js';

function expectBox(actual: Box, expected: Box) {
  for (const k of ['minX', 'minY', 'maxX', 'maxY'] as const)
    expect(actual[k]).toBeCloseTo(expected[k], 6);
}

describe('web grid', () => {
  it('zoom resolutions halve from 156,543 m at zoom 0', () => {
    expect(zoomResolution(0)).toBeCloseTo(156543.03392804097, 6);
    expect(zoomResolution(20)).toBeCloseTo(0.149291, 6);
  });

  it('upperZoom picks the first zoom at least as fine as the pixels, never coarser', () => {
    expect(upperZoom(zoomResolution(17))).toBe(17);
    expect(upperZoom(zoomResolution(17) * 0.999)).toBe(18);
    expect(upperZoom(zoomResolution(17) * 1.9)).toBe(17);
    expect(upperZoom(0.05)).toBe(22);
    expect(upperZoom(1e-9)).toBe(23);
    expect(upperZoom(1e9)).toBe(0);
  });

  it('tileAlignedBox grows a box to whole tiles, keeps one already on them, stays in the world', () => {
    const tile = tileBox({ z: 12, x: 2000, y: 1300 });
    expectBox(tileAlignedBox(tile, 12), tile);
    const inner = {
      minX: tile.minX + 10,
      minY: tile.minY + 10,
      maxX: tile.maxX + 10,
      maxY: tile.maxY - 10,
    };
    const right = tileBox({ z: 12, x: 2001, y: 1300 });
    expectBox(tileAlignedBox(inner, 12), { ...tile, maxX: right.maxX });
    const world = {
      minX: -WORLD_HALF - 5,
      minY: -WORLD_HALF,
      maxX: WORLD_HALF + 5,
      maxY: WORLD_HALF,
    };
    expect(tileAlignedBox(world, 3)).toEqual({
      minX: -WORLD_HALF,
      minY: -WORLD_HALF,
      maxX: WORLD_HALF,
      maxY: WORLD_HALF,
    });
  });

  it('aligns the levels at least eight tiles across, one at least and six at most', () => {
    expect(alignedLevelsFor(1)).toBe(1);
    expect(alignedLevelsFor(19)).toBe(2);
    expect(alignedLevelsFor(125)).toBe(4);
    expect(alignedLevelsFor(5000)).toBe(6);
  });
});
