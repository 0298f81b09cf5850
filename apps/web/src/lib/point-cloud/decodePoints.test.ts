import type { View } from 'copc';
import { describe, expect, it } from 'vitest';
import { pointsOfView, transferablesOf } from './decodePoints.js';

/** A stand-in for copc's point view over rows of values. */
function viewOf(rows: Record<string, number>[]): View {
  const names = Object.keys(rows[0] ?? {});
  return {
    pointCount: rows.length,
    dimensions: Object.fromEntries(names.map((n) => [n, { type: 'float', size: 8 }])),
    getter: (name: string) => (i: number) => rows[i]![name]!,
  } as unknown as View;
}

describe('pointsOfView', () => {
  it('reads positions relative to the origin and the colouring values', () => {
    const points = pointsOfView(
      viewOf([
        {
          X: -8242596,
          Y: 4966706,
          Z: 0,
          Red: 255,
          Green: 0,
          Blue: 0,
          Intensity: 255,
          Classification: 5,
        },
        {
          X: -8242595.16,
          Y: 4966606,
          Z: 50,
          Red: 0,
          Green: 1,
          Blue: 254,
          Intensity: 128,
          Classification: 2,
        },
      ]),
      [-8242596, 4966606, 0],
    );
    expect(points.count).toBe(2);
    expect([...points.positions].map((v) => Math.round(v * 100) / 100)).toEqual([
      0, 100, 0, 0.84, 0, 50,
    ]);
    expect([...points.elevation]).toEqual([0, 50]);
    expect([...points.rgb!]).toEqual([255, 0, 0, 0, 1, 254]);
    expect([...points.intensity!]).toEqual([255, 128]);
    expect([...points.classification!]).toEqual([5, 2]);
    expect(transferablesOf(points)).toHaveLength(5);
  });

  it('leaves out what the point format does not carry', () => {
    const points = pointsOfView(viewOf([{ X: 1, Y: 2, Z: 3 }]), [0, 0, 0]);
    expect(points.rgb).toBeNull();
    expect(points.intensity).toBeNull();
    expect(points.classification).toBeNull();
    expect(transferablesOf(points)).toHaveLength(2);
  });
});
