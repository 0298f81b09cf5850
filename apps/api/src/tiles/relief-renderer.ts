import { rampColour, type RampName } from '@waymark/contract';
import type { CogReader } from './cog-reader.js';
import { renderElevationTile, type ElevationFormat } from './elevation-rgb.js';
import { encode, type RasterFormat } from './raster-renderer.js';
import { TILE_SIZE } from './raster-sampler.js';
import { tileBox, yToLat, type Box, type TileAddress } from './tile-math.js';
import { sampleValues } from './value-grid.js';

/** How a value raster is drawn: a ramp between two values, maybe shaded by its slopes. */
export interface ReliefStyle {
  ramp: RampName;
  min: number;
  max: number;
  hillshade: boolean;
}

/**
 * Light from the north-west (azimuth 315°, as an angle counter-clockwise from east: 135°), 45°
 * above the horizon: the cartographer's convention.
 */
const SUN_DIRECTION = ((360 - 315 + 90) * Math.PI) / 180;
const SUN_ALTITUDE = (45 * Math.PI) / 180;
/** How dark the shade may make a slope facing away from the sun (0: black, 1: unshaded). */
const AMBIENT = 0.45;

/**
 * Heights look flat when zoomed out (a pixel spans hundreds of metres): the relief is
 * exaggerated more the further out, up to 8× at z8 and below, not at all from z14.
 */
export function exaggeration(z: number): number {
  return Math.min(8, Math.max(1, 2 ** ((14 - z) / 2)));
}

/** 256 colours along the ramp, for the values between min and max. */
function rampTable(ramp: RampName): Uint8Array {
  const table = new Uint8Array(256 * 3);
  for (let i = 0; i < 256; i += 1) table.set(rampColour(ramp, i / 255), i * 3);
  return table;
}

const TABLES = new Map<RampName, Uint8Array>();
const tableOf = (ramp: RampName) => {
  let table = TABLES.get(ramp);
  if (!table) TABLES.set(ramp, (table = rampTable(ramp)));
  return table;
};

/**
 * Hillshade (Horn's slope and aspect over the 3×3 neighbourhood) of a grid of heights with a
 * one-cell border, for the inner `size`² cells: 1 on a slope facing the sun square on, lower
 * elsewhere. Cells next to missing heights take the centre's.
 *
 * The slope and aspect are never turned into angles: with p and q the height's fall east and
 * south, cos(slope) = 1/√(1+p²+q²) and sin(slope)·cos(sun − aspect) = (q·sin sun − p·cos sun)/√(1+p²+q²),
 * so each cell costs one square root instead of five trigonometric calls.
 */
export function hillshade(heights: Float32Array, size: number, spacing: number): Float32Array {
  const full = size + 2;
  const shade = new Float32Array(size * size);
  const zenith = Math.PI / 2 - SUN_ALTITUDE;
  const [cosZ, sinZ] = [Math.cos(zenith), Math.sin(zenith)];
  const [kx, ky] = [-sinZ * Math.cos(SUN_DIRECTION), sinZ * Math.sin(SUN_DIRECTION)];
  const scale = 1 / (8 * spacing);
  for (let j = 0; j < size; j += 1) {
    for (let i = 0; i < size; i += 1) {
      const c = (j + 1) * full + (i + 1);
      const centre = heights[c]!;
      if (Number.isNaN(centre)) continue;
      let nw = heights[c - full - 1]!;
      let n = heights[c - full]!;
      let ne = heights[c - full + 1]!;
      let w = heights[c - 1]!;
      let e = heights[c + 1]!;
      let sw = heights[c + full - 1]!;
      let s = heights[c + full]!;
      let se = heights[c + full + 1]!;
      // NaN !== NaN: a missing neighbour takes the centre's height.
      if (nw !== nw) nw = centre;
      if (n !== n) n = centre;
      if (ne !== ne) ne = centre;
      if (w !== w) w = centre;
      if (e !== e) e = centre;
      if (sw !== sw) sw = centre;
      if (s !== s) s = centre;
      if (se !== se) se = centre;
      const p = (ne + 2 * e + se - (nw + 2 * w + sw)) * scale;
      // Rows run south: q is the fall towards the south.
      const q = (sw + 2 * s + se - (nw + 2 * n + ne)) * scale;
      const lit = (cosZ + kx * p + ky * q) / Math.sqrt(1 + p * p + q * q);
      shade[j * size + i] = lit > 0 ? lit : 0;
    }
  }
  return shade;
}

/**
 * Tiles of value rasters (a DTM as relief, an elevation change) from a layer's COGs: the values
 * resampled at the tile's pixels, coloured along the ramp and, with hillshade, shaded by the
 * terrain's slopes measured on the ground (EPSG:3857 metres scaled by the latitude's cosine);
 * transparent where there is no value.
 */
export class ReliefRenderer {
  constructor(private readonly reader: CogReader) {}

  /** The heights themselves, as terrain-RGB (`base` where none): what 3D terrain stands on. */
  terrain(
    keys: readonly string[],
    tile: TileAddress,
    clip: Box | null,
    format: ElevationFormat,
    base: number,
  ): Promise<Buffer> {
    return renderElevationTile(this.reader, keys, tile, clip, format, base);
  }

  async render(
    keys: readonly string[],
    tile: TileAddress,
    clip: Box | null,
    format: RasterFormat,
    style: ReliefStyle,
  ): Promise<Buffer | null> {
    const box = tileBox(tile);
    const res = (box.maxX - box.minX) / TILE_SIZE;
    const cogs = await Promise.all(keys.map((key) => this.reader.info(key)));
    const reaching = cogs.filter(
      (cog) =>
        cog.box.minX < box.maxX + res &&
        cog.box.maxX > box.minX - res &&
        cog.box.minY < box.maxY + res &&
        cog.box.maxY > box.minY - res,
    );
    if (reaching.length === 0) return null;
    // One cell more each side: the hillshade of the edge pixels needs their neighbours.
    const size = TILE_SIZE + 2;
    const heights = await sampleValues(
      this.reader,
      reaching,
      { minX: box.minX - res, maxY: box.maxY + res, res, size },
      null,
    );
    const latitude = yToLat((box.minY + box.maxY) / 2);
    const spacing = (res * Math.cos((latitude * Math.PI) / 180)) / exaggeration(tile.z);
    const shade = style.hillshade ? hillshade(heights, TILE_SIZE, spacing) : null;
    const table = tableOf(style.ramp);
    const span = style.max - style.min || 1;
    const canvas = new Uint8ClampedArray(TILE_SIZE * TILE_SIZE * 4);
    let painted = false;
    for (let j = 0; j < TILE_SIZE; j += 1) {
      const wy = box.maxY - (j + 0.5) * res;
      if (clip && (wy < clip.minY || wy > clip.maxY)) continue;
      for (let i = 0; i < TILE_SIZE; i += 1) {
        const wx = box.minX + (i + 0.5) * res;
        if (clip && (wx < clip.minX || wx > clip.maxX)) continue;
        const v = heights[(j + 1) * size + (i + 1)]!;
        if (Number.isNaN(v)) continue;
        const index = Math.round(Math.min(1, Math.max(0, (v - style.min) / span)) * 255) * 3;
        const light = shade ? AMBIENT + (1 - AMBIENT) * shade[j * TILE_SIZE + i]! : 1;
        const o = (j * TILE_SIZE + i) * 4;
        canvas[o] = table[index]! * light;
        canvas[o + 1] = table[index + 1]! * light;
        canvas[o + 2] = table[index + 2]! * light;
        canvas[o + 3] = 255;
        painted = true;
      }
    }
    return painted ? encode(canvas, format) : null;
  }
}
