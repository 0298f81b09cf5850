import { WORLD_HALF, type Box } from '../../tiles/tile-math.js';

/** Pixels across a web tile, and across a COG block laid out on the web's tiles. */
export const WEB_TILE_PIXELS = 256;
/** Web Mercator metres per pixel of a 256-px tile at zoom 0. */
const ZOOM0_RESOLUTION = (2 * WORLD_HALF) / WEB_TILE_PIXELS;
/** The deepest zoom a COG is written for (about 2 cm per pixel at the equator). */
const MAX_COG_ZOOM = 23;

/** Metres per pixel of zoom z's 256-px tiles. */
export function zoomResolution(z: number): number {
  return ZOOM0_RESOLUTION / 2 ** z;
}

/**
 * The zoom whose pixels are as fine as `resolution` or finer (GDAL's ZOOM_LEVEL_STRATEGY=UPPER):
 * survey imagery is bought for its ground sampling distance, so the web layout never coarsens
 * it. At most 2× finer per axis; see the README's tiles section for what that costs.
 */
export function upperZoom(resolution: number): number {
  const z = Math.ceil(Math.log2(ZOOM0_RESOLUTION / resolution) - 1e-9);
  return Math.max(0, Math.min(MAX_COG_ZOOM, z));
}

/** `box` grown outward to whole 256-px tiles of zoom z, inside the Web Mercator world. */
export function tileAlignedBox(box: Box, z: number): Box {
  const span = WEB_TILE_PIXELS * zoomResolution(z);
  const snap = (v: number, round: (n: number) => number) =>
    Math.max(
      -WORLD_HALF,
      Math.min(WORLD_HALF, -WORLD_HALF + round((v + WORLD_HALF) / span) * span),
    );
  // A hair of tolerance: an edge already on the grid must not grow by a whole tile.
  return {
    minX: snap(box.minX + 1e-6, Math.floor),
    minY: snap(box.minY + 1e-6, Math.floor),
    maxX: snap(box.maxX - 1e-6, Math.ceil),
    maxY: snap(box.maxY - 1e-6, Math.ceil),
  };
}
