import { MercatorCoordinate } from 'maplibre-gl';
import { BufferAttribute, BufferGeometry, Matrix4, Points } from 'three';
import { describe, expect, it } from 'vitest';
import { MAX_SECTION_POINTS, mercatorLine, pointsAlong } from './pointsAlong.js';

const ORIGIN = { lng: -74.0446, lat: 40.69 };

/** Points given in metres east, north and up of ORIGIN, placed as a cloud is. */
function cloudOf(points: readonly [number, number, number][]) {
  const origin = MercatorCoordinate.fromLngLat([ORIGIN.lng, ORIGIN.lat]);
  const unit = origin.meterInMercatorCoordinateUnits();
  const placement = new Matrix4()
    .makeTranslation(origin.x, origin.y, 0)
    .multiply(new Matrix4().makeScale(unit, -unit, unit));
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(points.flat()), 3));
  return { nodes: [new Points(geometry)], placement };
}

/** A line running east from ORIGIN for `metres`. */
const eastward = (metres: number) =>
  mercatorLine([
    [ORIGIN.lng, ORIGIN.lat],
    [ORIGIN.lng + metres / (111_320 * Math.cos((ORIGIN.lat * Math.PI) / 180)), ORIGIN.lat],
  ]);

describe('pointsAlong', () => {
  it('gives the points within the corridor as their distance along the line and height', () => {
    const { nodes, placement } = cloudOf([
      [10, 1, 5], // 1 m north of the line, 10 m along
      [30, -1.5, 7.5], // 1.5 m south, 30 m along
      [50, 3, 9], // 3 m off: outside a 2 m corridor
      [120, 0, 1], // past the line's end by 20 m
    ]);
    const found = pointsAlong(nodes, placement, eastward(100), 2);
    expect(found).toHaveLength(2);
    expect(found[0]![0]).toBeCloseTo(10, 1);
    expect(found[0]![1]).toBeCloseTo(5, 2);
    expect(found[1]![0]).toBeCloseTo(30, 1);
    expect(found[1]![1]).toBeCloseTo(7.5, 2);
  });

  it('thins a crowded corridor evenly to the most it shows', () => {
    const many = Array.from(
      { length: MAX_SECTION_POINTS * 2 },
      (_, i): [number, number, number] => [(i / (MAX_SECTION_POINTS * 2)) * 100, 0, 1],
    );
    const { nodes, placement } = cloudOf(many);
    const found = pointsAlong(nodes, placement, eastward(100), 2);
    expect(found).toHaveLength(MAX_SECTION_POINTS);
    expect(found.at(-1)![0]).toBeGreaterThan(99);
  });
});
