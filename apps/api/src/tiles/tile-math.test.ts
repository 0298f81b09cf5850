import { describe, expect, it } from 'vitest';
import {
  boundsToBox,
  contains,
  intersects,
  isTileInRange,
  latToY,
  lonToX,
  tileAt,
  tileBox,
  WORLD_HALF,
  xToLon,
  yToLat,
} from './tile-math.js';

describe('tile math', () => {
  it('gives tile squares as ST_TileEnvelope does', () => {
    expect(tileBox({ z: 0, x: 0, y: 0 })).toEqual({
      minX: -WORLD_HALF,
      minY: -WORLD_HALF,
      maxX: WORLD_HALF,
      maxY: WORLD_HALF,
    });
    const box = tileBox({ z: 1, x: 1, y: 0 });
    expect([box.minX, box.minY, box.maxX, box.maxY]).toEqual([0, 0, WORLD_HALF, WORLD_HALF]);
  });

  it('converts degrees to Web Mercator and back, clamping the poles', () => {
    expect(lonToX(180)).toBeCloseTo(WORLD_HALF, 6);
    expect(latToY(85.0511287798066)).toBeCloseTo(WORLD_HALF, 3);
    expect(latToY(90)).toBeCloseTo(WORLD_HALF, 3);
    expect(xToLon(lonToX(8.54))).toBeCloseTo(8.54, 10);
    expect(yToLat(latToY(47.37))).toBeCloseTo(47.37, 10);
  });

  it('finds the tile under a point and knows which addresses exist', () => {
    expect(tileAt(8.54, 47.37, 10)).toEqual({ z: 10, x: 536, y: 358 });
    expect(tileAt(180, -90, 2)).toEqual({ z: 2, x: 3, y: 3 });
    expect(isTileInRange({ z: 2, x: 3, y: 3 })).toBe(true);
    expect(isTileInRange({ z: 2, x: 4, y: 0 })).toBe(false);
    expect(isTileInRange({ z: 25, x: 0, y: 0 })).toBe(false);
  });

  it('tests boxes for overlap and containment', () => {
    const ch = boundsToBox([5.9, 45.8, 10.5, 47.8]);
    const zurich = tileBox(tileAt(8.54, 47.37, 12));
    expect(intersects(ch, zurich)).toBe(true);
    expect(contains(ch, zurich)).toBe(true);
    expect(contains(zurich, ch)).toBe(false);
    expect(intersects(ch, tileBox(tileAt(-77, 24, 6)))).toBe(false);
  });
});
