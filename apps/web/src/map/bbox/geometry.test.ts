import { describe, expect, it } from 'vitest';
import {
  boxFromCorners,
  clampLngLat,
  cornerOf,
  CORNER_HIT_PX,
  hitCorner,
  isEmptyBox,
  moveCorner,
  normaliseBox,
  roundBox,
  sameBox,
  unionOf,
  type Box,
  type Corner,
  type ScreenPoint,
} from './geometry.js';

describe('boxFromCorners', () => {
  const expected: Box = [-8, 52, -6, 54];

  it('gives [west, south, east, north] whichever way the box was drawn', () => {
    expect(boxFromCorners([-8, 52], [-6, 54])).toEqual(expected); // sw → ne
    expect(boxFromCorners([-6, 54], [-8, 52])).toEqual(expected); // ne → sw
    expect(boxFromCorners([-8, 54], [-6, 52])).toEqual(expected); // nw → se
    expect(boxFromCorners([-6, 52], [-8, 54])).toEqual(expected); // se → nw
  });

  it('keeps the box within ±180° of longitude and ±85° of latitude', () => {
    expect(boxFromCorners([-200, -89], [190, 88])).toEqual([-180, -85, 180, 85]);
    expect(clampLngLat([181, -86])).toEqual([180, -85]);
    expect(clampLngLat([12.5, 40])).toEqual([12.5, 40]);
  });
});

describe('normaliseBox', () => {
  it('swaps typed corners into place and clamps them', () => {
    expect(normaliseBox([10, 50, 5, 40])).toEqual([5, 40, 10, 50]);
    expect(normaliseBox([-190, -90, 190, 90])).toEqual([-180, -85, 180, 85]);
  });
});

describe('isEmptyBox', () => {
  it('is true for a box without area', () => {
    expect(isEmptyBox([1, 2, 1, 5])).toBe(true);
    expect(isEmptyBox([1, 2, 4, 2])).toBe(true);
    expect(isEmptyBox([1, 2, 4, 5])).toBe(false);
  });
});

describe('moveCorner', () => {
  const box: Box = [0, 0, 10, 10];

  it('moves one corner and keeps the opposite one', () => {
    expect(moveCorner(box, 'ne', [12, 11])).toEqual([0, 0, 12, 11]);
    expect(moveCorner(box, 'sw', [-1, -2])).toEqual([-1, -2, 10, 10]);
    expect(moveCorner(box, 'nw', [2, 8])).toEqual([2, 0, 10, 8]);
    expect(moveCorner(box, 'se', [7, 3])).toEqual([0, 3, 7, 10]);
  });

  it('turns the box over when a corner is dragged past the opposite side', () => {
    expect(moveCorner(box, 'ne', [-5, -5])).toEqual([-5, -5, 0, 0]);
  });

  it('clamps a corner dragged off the world', () => {
    expect(moveCorner(box, 'ne', [400, 89])).toEqual([0, 0, 180, 85]);
  });
});

describe('hitCorner', () => {
  // A box drawn on screen from (100, 100) to (300, 200).
  const corners: Record<Corner, ScreenPoint> = {
    nw: { x: 100, y: 100 },
    ne: { x: 300, y: 100 },
    se: { x: 300, y: 200 },
    sw: { x: 100, y: 200 },
  };

  it("hits a handle within ±5 px across and down, the square's corners included", () => {
    expect(CORNER_HIT_PX).toBe(5);
    expect(hitCorner(corners, { x: 100, y: 100 })).toBe('nw');
    expect(hitCorner(corners, { x: 105, y: 95 })).toBe('nw');
    expect(hitCorner(corners, { x: 295, y: 205 })).toBe('se');
    expect(hitCorner(corners, { x: 304, y: 96 })).toBe('ne');
    expect(hitCorner(corners, { x: 96, y: 204 })).toBe('sw');
  });

  it('misses just outside ±5 px', () => {
    expect(hitCorner(corners, { x: 106, y: 100 })).toBeNull();
    expect(hitCorner(corners, { x: 100, y: 94 })).toBeNull();
    expect(hitCorner(corners, { x: 200, y: 150 })).toBeNull();
  });

  it('takes the nearest corner when two are within reach', () => {
    const tiny: Record<Corner, ScreenPoint> = {
      nw: { x: 0, y: 0 },
      ne: { x: 6, y: 0 },
      se: { x: 6, y: 6 },
      sw: { x: 0, y: 6 },
    };
    expect(hitCorner(tiny, { x: 1, y: 1 })).toBe('nw');
    expect(hitCorner(tiny, { x: 5, y: 5 })).toBe('se');
  });

  it('takes a wider reach when asked (a finger)', () => {
    expect(hitCorner(corners, { x: 112, y: 100 }, 15)).toBe('nw');
  });
});

describe('boxes', () => {
  it('names where each corner is', () => {
    const box: Box = [1, 2, 3, 4];
    expect(cornerOf(box, 'nw')).toEqual([1, 4]);
    expect(cornerOf(box, 'ne')).toEqual([3, 4]);
    expect(cornerOf(box, 'se')).toEqual([3, 2]);
    expect(cornerOf(box, 'sw')).toEqual([1, 2]);
  });

  it('joins boxes, ignoring absent ones', () => {
    expect(unionOf([null, null])).toBeNull();
    expect(unionOf([[0, 0, 1, 1], null, [-1, 0.5, 0.5, 2]])).toEqual([-1, 0, 1, 2]);
  });

  it('compares and rounds boxes', () => {
    expect(sameBox(null, null)).toBe(true);
    expect(sameBox([1, 2, 3, 4], null)).toBe(false);
    expect(sameBox([1, 2, 3, 4], [1, 2, 3, 4])).toBe(true);
    expect(roundBox([1.123456789, 2, 3, 4.0000004])).toEqual([1.123457, 2, 3, 4]);
  });
});
