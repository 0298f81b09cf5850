import type { CogReader } from './cog-reader.js';
import { TILE_SIZE } from './raster-sampler.js';
import { tileBox, type Box, type TileAddress } from './tile-math.js';
import { sampleValues } from './value-grid.js';
import sharp from 'sharp';

/**
 * Mapbox terrain-RGB: height = -10000 + (R·65536 + G·256 + B) × 0.1 m, what MapLibre's
 * `raster-dem` sources decode (`encoding: 'mapbox'`) for hillshade, colour relief and 3D terrain.
 * Heights are kept to the decimetre, from -10 000 m to about 1 667 721 m.
 */
const BASE = -10_000;
const STEP = 0.1;
const MAX_CODE = 256 ** 3 - 1;

/**
 * The heights of a grid as terrain-RGB pixels, all opaque; where there is no height, `base`.
 * (Code 0, black, would read as -10 000 m: a well at every hole. Not transparent: lossless WebP
 * does not keep the colour of a transparent pixel, and the heights are the colour.)
 */
export function encodeTerrainRgb(heights: Float32Array, base = 0): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(heights.length * 4);
  for (let i = 0; i < heights.length; i += 1) {
    const raw = heights[i]!;
    const h = Number.isNaN(raw) ? base : raw;
    const code = Math.min(MAX_CODE, Math.max(0, Math.round((h - BASE) / STEP)));
    rgba[i * 4] = code >> 16;
    rgba[i * 4 + 1] = (code >> 8) & 0xff;
    rgba[i * 4 + 2] = code & 0xff;
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}

/** The height a terrain-RGB pixel stands for (what MapLibre decodes). */
export function decodeTerrainRgb(r: number, g: number, b: number): number {
  return BASE + (r * 65536 + g * 256 + b) * STEP;
}

export type ElevationFormat = 'png' | 'webp';

/**
 * Elevation tiles of a layer of heights from its COGs: the heights sampled at the tile's pixels
 * (bilinear, as the relief tiles are) and written losslessly, since a lossy codec would change
 * the heights; `base` where the layer has none.
 */
export async function renderElevationTile(
  reader: CogReader,
  keys: readonly string[],
  tile: TileAddress,
  clip: Box | null,
  format: ElevationFormat,
  base = 0,
): Promise<Buffer> {
  const box = tileBox(tile);
  const res = (box.maxX - box.minX) / TILE_SIZE;
  const cogs = await Promise.all(keys.map((key) => reader.info(key)));
  const heights = await sampleValues(
    reader,
    cogs,
    { minX: box.minX, maxY: box.maxY, res, size: TILE_SIZE },
    clip,
  );
  return encodeTile(heights, format, base);
}

function encodeTile(heights: Float32Array, format: ElevationFormat, base: number): Promise<Buffer> {
  const image = sharp(Buffer.from(encodeTerrainRgb(heights, base).buffer), {
    raw: { width: TILE_SIZE, height: TILE_SIZE, channels: 4 },
  });
  return format === 'png'
    ? image.png({ compressionLevel: 6 }).toBuffer()
    : image.webp({ lossless: true, effort: 2 }).toBuffer();
}

/** Flat tiles by format and height; a few layers' worth, made once each. */
const flat = new Map<string, Promise<Buffer>>();
const FLAT_TILES_KEPT = 64;

/** A tile without heights: `base` everywhere. */
export function flatTerrainTile(format: ElevationFormat, base = 0): Promise<Buffer> {
  const key = `${format}:${base}`;
  let tile = flat.get(key);
  if (!tile) {
    if (flat.size >= FLAT_TILES_KEPT) flat.delete(flat.keys().next().value!);
    tile = encodeTile(new Float32Array(TILE_SIZE * TILE_SIZE).fill(Number.NaN), format, base);
    flat.set(key, tile);
  }
  return tile;
}
