/** Web Mercator (EPSG:3857) arithmetic for XYZ tiles. */

export const EARTH_RADIUS = 6378137;
/** Half the width of the Web Mercator world, in metres. */
export const WORLD_HALF = Math.PI * EARTH_RADIUS;
/** Web Mercator stops at ±85.0511°. */
const MAX_LAT = 85.0511287798066;
/** Deepest zoom a tile URL may name (the spec's maps stop at 22; clients overzoom past it). */
export const MAX_TILE_ZOOM = 24;

/** An axis-aligned box in EPSG:3857 metres. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** Whether x and y exist at zoom z (0 ≤ x, y < 2^z). */
export function isTileInRange({ z, x, y }: TileAddress): boolean {
  const n = 2 ** z;
  return z >= 0 && z <= MAX_TILE_ZOOM && x >= 0 && y >= 0 && x < n && y < n;
}

/** The tile's square in EPSG:3857 (the same as PostGIS ST_TileEnvelope). */
export function tileBox({ z, x, y }: TileAddress): Box {
  const size = (2 * WORLD_HALF) / 2 ** z;
  return {
    minX: -WORLD_HALF + x * size,
    maxX: -WORLD_HALF + (x + 1) * size,
    maxY: WORLD_HALF - y * size,
    minY: WORLD_HALF - (y + 1) * size,
  };
}

export function lonToX(lon: number): number {
  return (lon * Math.PI * EARTH_RADIUS) / 180;
}

export function latToY(lat: number): number {
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  return EARTH_RADIUS * Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360));
}

export function xToLon(x: number): number {
  return (x * 180) / (Math.PI * EARTH_RADIUS);
}

export function yToLat(y: number): number {
  return (360 / Math.PI) * Math.atan(Math.exp(y / EARTH_RADIUS)) - 90;
}

/**
 * A [west, south, east, north] box in degrees as EPSG:3857. Mercator keeps meridians and
 * parallels straight, so the box stays a box (latitudes clamped to the projection's limit).
 */
export function boundsToBox(bounds: readonly number[]): Box {
  const [w, s, e, n] = bounds as [number, number, number, number];
  return { minX: lonToX(w), minY: latToY(s), maxX: lonToX(e), maxY: latToY(n) };
}

/** A layer's bounds as a box, or null when it has none (or a malformed one). */
export function layerBoundsBox(bounds: readonly number[] | null): Box | null {
  if (!bounds || bounds.length !== 4 || bounds.some((v) => !Number.isFinite(v))) return null;
  return boundsToBox(bounds);
}

export function intersects(a: Box, b: Box): boolean {
  return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
}

/** Whether `outer` holds all of `inner`. */
export function contains(outer: Box, inner: Box): boolean {
  return (
    outer.minX <= inner.minX &&
    outer.minY <= inner.minY &&
    outer.maxX >= inner.maxX &&
    outer.maxY >= inner.maxY
  );
}

export function bufferBox(box: Box, distance: number): Box {
  return {
    minX: box.minX - distance,
    minY: box.minY - distance,
    maxX: box.maxX + distance,
    maxY: box.maxY + distance,
  };
}

/** The tile holding a point at zoom z. */
export function tileAt(lon: number, lat: number, z: number): TileAddress {
  const n = 2 ** z;
  const fx = (lonToX(lon) + WORLD_HALF) / (2 * WORLD_HALF);
  const fy = (WORLD_HALF - latToY(lat)) / (2 * WORLD_HALF);
  return {
    z,
    x: Math.min(n - 1, Math.max(0, Math.floor(fx * n))),
    y: Math.min(n - 1, Math.max(0, Math.floor(fy * n))),
  };
}
