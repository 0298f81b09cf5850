import { describe, expect, it } from 'vitest';
import { formatArea, formatDistance, ringArea, segmentLengths, verticesOf } from './measureMath.js';

describe('measure distance', () => {
  it('measures each segment on the sphere: one degree of a meridian is 111.195 km', () => {
    const lengths = segmentLengths([
      [0, 0],
      [0, 1],
      [0, 1],
    ]);
    expect(lengths).toHaveLength(2);
    expect(lengths[0]).toBeCloseTo(111_195, -1);
    expect(lengths[1]).toBe(0);
  });

  it('gives the area of a closed shape, closed or not', () => {
    const square = [
      [0, 0],
      [0.01, 0],
      [0.01, 0.01],
      [0, 0.01],
    ] as [number, number][];
    const area = ringArea(square);
    // 1.112 km × 1.112 km near the equator.
    expect(area / 1e6).toBeCloseTo(1.236, 2);
    expect(ringArea([...square, [0, 0]])).toBeCloseTo(area, 3);
    expect(ringArea(square.slice(0, 2))).toBe(0);
  });

  it('writes distances in metric and imperial units', () => {
    expect(formatDistance(12.34, 'metric')).toBe('12.3 m');
    expect(formatDistance(1234.5, 'metric')).toBe('1.235 km');
    expect(formatDistance(12.34, 'imperial')).toBe('40.5 ft');
    expect(formatDistance(1609.344, 'imperial')).toBe('1.000 mi');
    expect(formatDistance(1234.5, 'metric', 'fr')).toBe('1,235 km');
  });

  it('writes areas in metric and imperial units', () => {
    expect(formatArea(950, 'metric')).toBe('950 m²');
    expect(formatArea(25_000, 'metric')).toBe('2.50 ha');
    expect(formatArea(3_100_000, 'metric')).toBe('3.100 km²');
    expect(formatArea(929.0304, 'imperial')).toBe('10,000 ft²');
    expect(formatArea(10_000, 'imperial')).toBe('2.47 ac');
    expect(formatArea(2_589_988.11 * 1.2, 'imperial')).toBe('1.200 mi²');
  });

  it('reads the vertices of a line and of a polygon without its closing vertex', () => {
    expect(
      verticesOf({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      }),
    ).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
    expect(verticesOf({ type: 'LineString', coordinates: [[2, 3]] })).toEqual([[2, 3]]);
  });
});
