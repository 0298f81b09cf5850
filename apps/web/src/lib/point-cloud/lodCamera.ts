import { Frustum, Matrix4, Vector4, type PerspectiveCamera } from 'three';
import type { LodCamera, Plane } from './lodSelection.js';
import { pixelsPerRadian } from './lodSelection.js';

function frustumOf(matrix: Matrix4): Plane[] {
  return new Frustum()
    .setFromProjectionMatrix(matrix)
    .planes.map((p) => [p.normal.x, p.normal.y, p.normal.z, p.constant] as const);
}

/** What the level of detail needs of a three.js camera drawing `screenHeight` pixels high. */
export function lodCamera(camera: PerspectiveCamera, screenHeight: number): LodCamera {
  camera.updateMatrixWorld();
  const matrix = new Matrix4().multiplyMatrices(camera.projectionMatrix, camera.matrixWorldInverse);
  const { x, y, z } = camera.position;
  return {
    position: [x, y, z],
    pixelsPerRadian: pixelsPerRadian(screenHeight, camera.fov),
    frustum: frustumOf(matrix),
  };
}

/**
 * The same from a perspective matrix that takes the cloud's coordinates straight to clip
 * space (the map's camera times the cloud's placement). The eye is the point that matrix
 * sends to infinity at the centre of the view: clip (0, 0, z, 0), taken back.
 */
export function lodCameraOfMatrix(
  matrix: Matrix4,
  screenHeight: number,
  verticalFovDegrees: number,
): LodCamera {
  const eye = new Vector4(0, 0, 1, 0).applyMatrix4(matrix.clone().invert());
  const w = eye.w === 0 ? 1 : eye.w;
  return {
    position: [eye.x / w, eye.y / w, eye.z / w],
    pixelsPerRadian: pixelsPerRadian(screenHeight, verticalFovDegrees),
    frustum: frustumOf(matrix),
  };
}
