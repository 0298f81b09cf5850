import { describe, expect, it } from 'vitest';
import { drawnPolygon, shapeBounds } from './shape.js';

describe('the shape measured', () => {
  it('closes a drawn ring and refuses fewer than three corners', () => {
    const polygon = drawnPolygon({
      type: 'Polygon',
      coordinates: [
        [
          [7, 51],
          [7.01, 51],
          [7.01, 51.01],
        ],
      ],
    });
    expect(polygon?.coordinates[0]).toHaveLength(4);
    expect(polygon?.coordinates[0]?.[3]).toEqual([7, 51]);
    expect(
      drawnPolygon({
        type: 'Polygon',
        coordinates: [
          [
            [7, 51],
            [7.01, 51],
            [7, 51],
          ],
        ],
      }),
    ).toBeNull();
    expect(drawnPolygon({ type: 'LineString', coordinates: [[7, 51]] })).toBeNull();
  });

  it('bounds a feature of several parts', () => {
    expect(
      shapeBounds({
        kind: 'feature',
        layerId: 1,
        layerName: 'Sites',
        fid: 3,
        geometry: {
          type: 'MultiPolygon',
          coordinates: [
            [
              [
                [1, 2],
                [3, 2],
                [3, 4],
                [1, 2],
              ],
            ],
            [
              [
                [-1, 0],
                [0, 0],
                [0, 1],
                [-1, 0],
              ],
            ],
          ],
        },
      }),
    ).toEqual([-1, 0, 3, 4]);
  });
});
