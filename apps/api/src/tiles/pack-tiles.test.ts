import { tileIdToZxy, zxyToTileId } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import {
  countTiles,
  intersectAreas,
  roundArea,
  sampleTiles,
  tilesInOrder,
  tileSpan,
} from './pack-tiles.js';
import { intersects, boundsToBox, tileBox } from './tile-math.js';

describe('the tiles of a pack’s area', () => {
  const area: [number, number, number, number] = [-6.31, 53.29, -6.2, 53.37];

  it('counts exactly the tiles whose inside the area reaches', () => {
    const box = boundsToBox(area);
    for (let z = 8; z <= 15; z += 1) {
      const span = tileSpan(area, z);
      let brute = 0;
      for (let x = span.x0 - 2; x <= span.x1 + 2; x += 1) {
        for (let y = span.y0 - 2; y <= span.y1 + 2; y += 1) {
          if (intersects(box, tileBox({ z, x, y }))) brute += 1;
        }
      }
      expect(countTiles(area, z, z), `z${z}`).toBe(brute);
    }
    expect(countTiles([-180, -85, 180, 85], 0, 2)).toBe(1 + 4 + 16);
  });

  it('lists them in tile-id order, each once', () => {
    const tiles = tilesInOrder(tileSpan(area, 14));
    const ids = tiles.map(({ z, x, y }) => zxyToTileId(z, x, y));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(tiles.length);
    expect(tileIdToZxy(ids[0]!)).toEqual([14, tiles[0]!.x, tiles[0]!.y]);
  });

  it('samples a grid over the span, edges included', () => {
    const span = { z: 10, x0: 0, x1: 9, y0: 0, y1: 9 };
    const picked = sampleTiles(span);
    expect(picked).toHaveLength(9);
    expect(picked.map((t) => t.x)).toContain(1);
    expect(picked.map((t) => t.x)).toContain(8);
    expect(sampleTiles({ z: 3, x0: 2, x1: 3, y0: 1, y1: 1 })).toHaveLength(2);
  });

  it('rounds areas outwards and meets them', () => {
    expect(roundArea([0.123456789, 1.00000001, 2.11111111, 3])).toEqual([
      0.1234567, 1, 2.1111112, 3,
    ]);
    expect(intersectAreas([0, 0, 2, 2], [1, 1, 3, 3])).toEqual([1, 1, 2, 2]);
    expect(intersectAreas([0, 0, 1, 1], [1, 0, 2, 1])).toBeNull();
  });
});
