import type { Box } from '../../lib/box.js';

export type { Box };

/** [longitude, latitude] in degrees. */
export type LngLatPair = [number, number];

/** A point on the screen, in CSS pixels from the map's top left. */
export interface ScreenPoint {
  x: number;
  y: number;
}

/** The four corners of a box, as handles are named after them. */
export const CORNERS = ['nw', 'ne', 'se', 'sw'] as const;
export type Corner = (typeof CORNERS)[number];

/** Section 9: a corner handle is hit within ±5 px of it, across and down. */
export const CORNER_HIT_PX = 5;

/**
 * Web Mercator cannot show the poles: a box is kept within ±85° of latitude, where the map
 * still draws, and within ±180° of longitude.
 */
export const MAX_LATITUDE = 85;
export const MAX_LONGITUDE = 180;

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/** A position moved inside the drawable world. */
export function clampLngLat([lng, lat]: LngLatPair): LngLatPair {
  return [clamp(lng, MAX_LONGITUDE), clamp(lat, MAX_LATITUDE)];
}

/** The box between two opposite corners given in any order: [west, south, east, north]. */
export function boxFromCorners(a: LngLatPair, b: LngLatPair): Box {
  const [aLng, aLat] = clampLngLat(a);
  const [bLng, bLat] = clampLngLat(b);
  return [Math.min(aLng, bLng), Math.min(aLat, bLat), Math.max(aLng, bLng), Math.max(aLat, bLat)];
}

/** Any four numbers as a box: corners swapped into place and clamped to the world. */
export function normaliseBox([w, s, e, n]: Readonly<Box>): Box {
  return boxFromCorners([w, s], [e, n]);
}

/** A box with no area (both corners on one line) is no selection. */
export function isEmptyBox([w, s, e, n]: Box): boolean {
  return !(e > w) || !(n > s);
}

/** Where a corner of a box is. */
export function cornerOf([w, s, e, n]: Box, corner: Corner): LngLatPair {
  switch (corner) {
    case 'nw':
      return [w, n];
    case 'ne':
      return [e, n];
    case 'se':
      return [e, s];
    case 'sw':
      return [w, s];
  }
}

const OPPOSITE: Record<Corner, Corner> = { nw: 'se', ne: 'sw', se: 'nw', sw: 'ne' };

/**
 * The box with one corner dragged to a new place; the opposite corner stays. Dragged past the
 * opposite side, the box turns over rather than inside out.
 */
export function moveCorner(box: Box, corner: Corner, to: LngLatPair): Box {
  return boxFromCorners(cornerOf(box, OPPOSITE[corner]), to);
}

/**
 * The corner handle under the pointer: within ±`tolerance` px across and down of a corner
 * (a square around it, not a circle), the nearest when two are that close; else null.
 */
export function hitCorner(
  corners: Readonly<Record<Corner, ScreenPoint>>,
  point: ScreenPoint,
  tolerance = CORNER_HIT_PX,
): Corner | null {
  let best: Corner | null = null;
  let bestDistance = Infinity;
  for (const corner of CORNERS) {
    const dx = Math.abs(corners[corner].x - point.x);
    const dy = Math.abs(corners[corner].y - point.y);
    if (dx > tolerance || dy > tolerance) continue;
    const distance = Math.hypot(dx, dy);
    if (distance < bestDistance) {
      best = corner;
      bestDistance = distance;
    }
  }
  return best;
}

/** The smallest box holding all the boxes given; null when none is given. */
export function unionOf(boxes: readonly (Box | null)[]): Box | null {
  const present = boxes.filter((box): box is Box => box !== null);
  if (present.length === 0) return null;
  return [
    Math.min(...present.map((b) => b[0])),
    Math.min(...present.map((b) => b[1])),
    Math.max(...present.map((b) => b[2])),
    Math.max(...present.map((b) => b[3])),
  ];
}

/** Whether two boxes are the same (both absent counts). */
export function sameBox(a: Box | null, b: Box | null): boolean {
  if (a === null || b === null) return a === b;
  return a.every((value, i) => value === b[i]);
}

/** Degrees rounded to 6 decimals (about 10 cm): what is stored and shown. */
export function roundBox(box: Box): Box {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return [round(box[0]), round(box[1]), round(box[2]), round(box[3])];
}
