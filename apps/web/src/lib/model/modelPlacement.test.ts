import { MercatorCoordinate } from 'maplibre-gl';
import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { placeModel } from './modelPlacement.js';

const QUINCY = { lng: -71.033, lat: 42.213, height: 10 };

function lngLatAlt(point: Vector3) {
  const coordinate = new MercatorCoordinate(point.x, point.y, point.z);
  const { lng, lat } = coordinate.toLngLat();
  return { lng, lat, alt: coordinate.toAltitude() };
}

describe('placeModel', () => {
  it("puts the model's origin at its place and height", () => {
    const at = lngLatAlt(new Vector3(0, 0, 0).applyMatrix4(placeModel(QUINCY, 1)));
    expect(at.lng).toBeCloseTo(QUINCY.lng, 9);
    expect(at.lat).toBeCloseTo(QUINCY.lat, 9);
    expect(at.alt).toBeCloseTo(10, 6);
  });

  it('turns y up into height, x into east and -z into north, in metres', () => {
    const matrix = placeModel(QUINCY, 1);
    const origin = new Vector3(0, 0, 0).applyMatrix4(matrix);
    const metre = new MercatorCoordinate(
      origin.x,
      origin.y,
      origin.z,
    ).meterInMercatorCoordinateUnits();
    const up = new Vector3(0, 5, 0).applyMatrix4(matrix).sub(origin);
    expect(up.z / metre).toBeCloseTo(5, 6);
    const east = new Vector3(7, 0, 0).applyMatrix4(matrix).sub(origin);
    expect(east.x / metre).toBeCloseTo(7, 6);
    // three.js's -z is north; mercator's y grows to the south.
    const north = new Vector3(0, 0, -3).applyMatrix4(matrix).sub(origin);
    expect(-north.y / metre).toBeCloseTo(3, 6);
  });

  it('scales heights with the exaggeration, and turns the model by its heading', () => {
    const flat = placeModel(QUINCY, 1);
    const tall = placeModel(QUINCY, 3);
    const origin = new Vector3().applyMatrix4(tall);
    expect(lngLatAlt(origin).alt).toBeCloseTo(30, 6);
    const up = (m: typeof flat) =>
      new Vector3(0, 1, 0).applyMatrix4(m).z - new Vector3().applyMatrix4(m).z;
    expect(up(tall) / up(flat)).toBeCloseTo(3, 9);
    const turned = placeModel({ ...QUINCY, heading: 90 }, 1);
    const o = new Vector3().applyMatrix4(turned);
    // Its north (-z) now points east.
    const north = new Vector3(0, 0, -1).applyMatrix4(turned).sub(o);
    expect(north.x).toBeGreaterThan(0);
    expect(Math.abs(north.y)).toBeLessThan(Math.abs(north.x) * 1e-9);
  });

  it("scales the model's east, north and up by their own factors (a scaled map conversion)", () => {
    const matrix = placeModel({ ...QUINCY, scale: 2, scaleY: 3, scaleZ: 0.5 }, 1);
    const origin = new Vector3().applyMatrix4(matrix);
    const metre = new MercatorCoordinate(
      origin.x,
      origin.y,
      origin.z,
    ).meterInMercatorCoordinateUnits();
    const along = (x: number, y: number, z: number) =>
      new Vector3(x, y, z).applyMatrix4(matrix).sub(origin).divideScalar(metre);
    expect(along(1, 0, 0).x).toBeCloseTo(2, 6);
    expect(-along(0, 0, -1).y).toBeCloseTo(3, 6);
    expect(along(0, 1, 0).z).toBeCloseTo(0.5, 6);
  });
});
