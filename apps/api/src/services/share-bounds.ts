import type { Principal } from '../policies/principal.js';

export type Bounds = [number, number, number, number];

/**
 * The part of `bounds` ([w, s, e, n], or null for everything) that a share's bounds leave
 * visible: their intersection; a box that meets nothing when they do not meet.
 */
export function withinShare(
  bounds: readonly number[] | null,
  share: readonly number[] | null,
): number[] | null {
  if (!share || share.length !== 4) return bounds ? [...bounds] : null;
  if (!bounds || bounds.length !== 4) return [...share];
  const w = Math.max(bounds[0]!, share[0]!);
  const s = Math.max(bounds[1]!, share[1]!);
  const e = Math.min(bounds[2]!, share[2]!);
  const n = Math.min(bounds[3]!, share[3]!);
  // An empty box (zero area) intersects nothing: every tile of the layer is empty.
  return w < e && s < n ? [w, s, e, n] : [w, s, w, s];
}

/** The box a share viewer is kept inside, or null (not a share viewer, or a share without one). */
export function shareBox(principal: Principal): Bounds | null {
  const bounds = principal.share?.bounds;
  return bounds && bounds.length === 4 ? (bounds as Bounds) : null;
}
