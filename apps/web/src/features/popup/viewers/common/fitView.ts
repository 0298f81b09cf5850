export type Vec3 = readonly [number, number, number];

export interface FittedView {
  position: Vec3;
  target: Vec3;
  near: number;
  far: number;
}

/** Seen from the south-west, a little above: the usual first look at a survey object. */
export const DEFAULT_DIRECTION: Vec3 = [-1, -1.3, 0.9];

/**
 * Where a camera must stand to see all of a sphere (the bounds of a model or a cloud): far
 * enough along `direction` that the sphere fits the narrower of the two fields of view, with a
 * margin. `direction` is in the scene's frame (Z up here, as survey data is).
 */
export function fitView(
  center: Vec3,
  radius: number,
  verticalFovDegrees: number,
  aspect: number,
  direction: Vec3 = DEFAULT_DIRECTION,
  margin = 1.1,
): FittedView {
  const r = radius > 0 && Number.isFinite(radius) ? radius : 1;
  const vertical = (verticalFovDegrees * Math.PI) / 180;
  const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * (aspect > 0 ? aspect : 1));
  const distance = (r * margin) / Math.sin(Math.min(vertical, horizontal) / 2);
  const length = Math.hypot(direction[0], direction[1], direction[2]) || 1;
  const position: Vec3 = [
    center[0] + (direction[0] / length) * distance,
    center[1] + (direction[1] / length) * distance,
    center[2] + (direction[2] / length) * distance,
  ];
  // Depth precision lives in the near/far ratio: close enough to orbit inside, far enough to
  // zoom well out.
  return { position, target: center, near: r / 1000, far: distance + r * 20 };
}
