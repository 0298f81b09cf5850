import { Matrix4, PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { lodCamera, lodCameraOfMatrix } from './lodCamera.js';

const inside = (planes: readonly (readonly number[])[], [x, y, z]: number[]) =>
  planes.every(([a, b, c, d]) => a! * x! + b! * y! + c! * z! + d! >= 0);

describe('lodCameraOfMatrix', () => {
  it('finds the eye and the view of a camera given only as one matrix, in the cloud’s units', () => {
    const camera = new PerspectiveCamera(40, 1.5, 0.1, 10_000);
    camera.position.set(30, -400, 250);
    camera.up.set(0, 0, 1);
    camera.lookAt(0, 0, 0);
    camera.updateMatrixWorld();
    // A placement such as a map's: feet to a tiny unit, turned a little, far from the origin.
    const placement = new Matrix4()
      .makeTranslation(5000, -3000, 20)
      .multiply(new Matrix4().makeRotationZ(0.3))
      .multiply(new Matrix4().makeScale(0.3048, 0.3048, 0.3048));
    const combined = new Matrix4()
      .multiply(camera.projectionMatrix)
      .multiply(camera.matrixWorldInverse)
      .multiply(placement);
    // The camera's place in the cloud's own coordinates.
    const eye = camera.position.clone().applyMatrix4(placement.clone().invert());
    const found = lodCameraOfMatrix(combined, 600, 40);
    found.position.forEach((value, i) => expect(value).toBeCloseTo(eye.getComponent(i), 3));
    expect(found.pixelsPerRadian).toBeCloseTo(lodCamera(camera, 600).pixelsPerRadian, 6);
    const target = new Vector3(0, 0, 0).applyMatrix4(placement.clone().invert());
    expect(inside(found.frustum ?? [], target.toArray())).toBe(true);
    // Behind the eye is out of view.
    const behind = eye.clone().multiplyScalar(2).sub(target);
    expect(inside(found.frustum ?? [], behind.toArray())).toBe(false);
  });
});
