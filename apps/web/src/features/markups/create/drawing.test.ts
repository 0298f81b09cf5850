import { describe, expect, it } from 'vitest';
import { TRIANGLE } from '../testMarkups.js';
import { drawnGeometry } from './drawnGeometry.js';
import { featureVertices, nearestVertex } from './snapping.js';

describe('a drawn markup', () => {
  it('is a point, a line without repeats, or an area whose ring is closed', () => {
    expect(drawnGeometry({ type: 'Point', coordinates: [-7.1, 53.2, 40] })).toEqual({
      type: 'Point',
      coordinates: [-7.1, 53.2],
    });
    expect(
      drawnGeometry({
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
          [1, 1],
        ],
      }),
    ).toEqual({
      type: 'LineString',
      coordinates: [
        [0, 0],
        [1, 1],
      ],
    });
    expect(
      drawnGeometry({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
          ],
        ],
      }),
    ).toEqual(TRIANGLE);
  });

  it('is refused when the API would refuse it (a line of one point)', () => {
    expect(
      drawnGeometry({
        type: 'LineString',
        coordinates: [
          [0, 0],
          [0, 0],
        ],
      }),
    ).toBeNull();
  });
});

describe('snapping', () => {
  const project = ([x, y]: [number, number]) => ({ x: x * 100, y: y * 100 });

  it('takes the nearest vertex within the tolerance, else none', () => {
    const vertices: [number, number][] = [
      [1, 1],
      [1.05, 1],
      [2, 2],
    ];
    expect(nearestVertex({ x: 104, y: 100 }, vertices, project)).toEqual([1.05, 1]);
    expect(nearestVertex({ x: 150, y: 150 }, vertices, project)).toBeNull();
  });

  it('reads the vertices of every kind of geometry', () => {
    expect(
      featureVertices({
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [0, 0],
              [1, 0],
              [0, 1],
              [0, 0],
            ],
          ],
        ],
      }),
    ).toHaveLength(4);
    expect(featureVertices({ type: 'Point', coordinates: [3, 4] })).toEqual([[3, 4]]);
  });
});
