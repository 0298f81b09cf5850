import { Frustum, Matrix4, type PerspectiveCamera } from 'three';
import type { LodCamera, Plane } from './lodSelection.js';
import { pixelsPerRadian } from './lodSelection.js';

/** What the level of detail needs of a three.js camera drawing `screenHeight` pixels high. */
export function lodCamera(camera: PerspectiveCamera, screenHeight: number): LodCamera {
  camera.updateMatrixWorld();
  const matrix = new Matrix4().multiplyMatrices(camera.projectionMatrix, camera.matrixWorldInverse);
  const frustum: Plane[] = new Frustum()
    .setFromProjectionMatrix(matrix)
    .planes.map((p) => [p.normal.x, p.normal.y, p.normal.z, p.constant] as const);
  const { x, y, z } = camera.position;
  return {
    position: [x, y, z],
    pixelsPerRadian: pixelsPerRadian(screenHeight, camera.fov),
    frustum,
  };
}
