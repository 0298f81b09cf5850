import { describe, expect, it } from 'vitest';
import { splitLines, unwrapPolygons, unwrapRing } from './antimeridian.js';

describe('antimeridian', () => {
  it('keeps longitudes continuous along a ring that crosses and comes back', () => {
    const ring = [
      [170, 60],
      [180, 65],
      [-175, 66],
      [-170, 62],
      [-179, 58],
      [175, 58],
      [170, 60],
    ];
    expect(unwrapRing(ring)).toEqual([
      [170, 60],
      [180, 65],
      [185, 66],
      [190, 62],
      [181, 58],
      [175, 58],
      [170, 60],
    ]);
  });

  it('closes a ring around a pole along the pole', () => {
    const ring = [
      [-180, -70],
      [0, -65],
      [179, -70],
      [-180, -70],
    ];
    const unwrapped = unwrapRing(ring);
    expect(unwrapped.slice(-4)).toEqual([
      [180, -70],
      [180, -90],
      [-180, -90],
      [-180, -70],
    ]);
  });

  it('drops rings that lie on a pole', () => {
    const land = unwrapPolygons({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [-180, -90],
              [0, -90],
              [180, -90],
              [-180, -90],
            ],
          ],
          [
            [
              [0, 0],
              [1, 0],
              [1, 1],
              [0, 0],
            ],
          ],
        ],
      },
    });
    expect(land.type === 'Feature' && land.geometry.type === 'MultiPolygon').toBe(true);
    if (land.type === 'Feature' && land.geometry.type === 'MultiPolygon') {
      expect(land.geometry.coordinates).toHaveLength(1);
    }
  });

  it('cuts lines where they jump across the antimeridian', () => {
    expect(
      splitLines({
        type: 'MultiLineString',
        coordinates: [
          [
            [178, 60],
            [180, 61],
            [-180, 61],
            [-178, 62],
          ],
        ],
      }).coordinates,
    ).toEqual([
      [
        [178, 60],
        [180, 61],
      ],
      [
        [-180, 61],
        [-178, 62],
      ],
    ]);
  });
});
