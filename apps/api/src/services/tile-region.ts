import type { TileLayer } from '../repositories/tile-layer.repository.js';
import {
  bufferBox,
  contains,
  intersects,
  layerBoundsBox,
  tileBox,
  WORLD_HALF,
  type Box,
  type TileAddress,
} from '../tiles/tile-math.js';

/**
 * ST_AsMVTGeom already snaps to its 4096 grid and drops the vertices that collapse, so an extra
 * ST_Simplify pays only where a tile holds many vertices per pixel. Measured on 22,500 polygons
 * of 512 vertices (npm run bench -- tiles, simplification table): simplifying by one 256-px
 * pixel made z8 tiles 37% faster and 12% smaller, but z10 and z12 tiles 7–9% slower. So: below
 * z10 only, by one pixel; from z10 every vertex the grid keeps is sent.
 */
const SIMPLIFY_BELOW_ZOOM = 10;
const SIMPLIFY_STEPS = 256;

export function simplifyTolerance(z: number): number {
  return z >= SIMPLIFY_BELOW_ZOOM ? 0 : (2 * WORLD_HALF) / 2 ** z / SIMPLIFY_STEPS;
}

type TileRegion = { kind: 'empty' } | { kind: 'tile'; clip: Box | null };

/** What of the tile the layer may show: nothing outside its zoom range and bounds. */
export function regionOf(layer: TileLayer, tile: TileAddress, margin: number): TileRegion {
  if (tile.z < layer.zoom_min || tile.z > layer.zoom_max) return { kind: 'empty' };
  const bounds = layerBoundsBox(layer.bounds);
  if (!bounds) return { kind: 'tile', clip: null };
  const box = tileBox(tile);
  const reach = bufferBox(box, (box.maxX - box.minX) * margin);
  if (!intersects(bounds, reach)) return { kind: 'empty' };
  return { kind: 'tile', clip: contains(bounds, reach) ? null : bounds };
}

/** A layer's COGs with their ranges: of one survey `date` of a series, or all (null). */
export function cogsOfDate(layer: TileLayer, date: string | null) {
  return layer.cog_keys
    .map((key, i) => ({ key, range: layer.cog_ranges[i] ?? null }))
    .filter((_, i) => date === null || layer.cog_dates[i] === date);
}
