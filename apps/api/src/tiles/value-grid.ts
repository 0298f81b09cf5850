import type { CogInfo } from './cog-info.js';
import type { CogReader } from './cog-reader.js';
import type { Box } from './tile-math.js';

/** An overview up to this much coarser than wanted still looks sharp and reads 4x less. */
const OVERVIEW_SLACK = 1.25;

/** The coarsest level that is still about as fine as `res` (the full image when zoomed in). */
export function levelFor(cog: CogInfo, res: number): number {
  let chosen = 0;
  cog.levels.forEach((level, i) => {
    if (level.resX <= res * OVERVIEW_SLACK) chosen = i;
  });
  return chosen;
}

/**
 * A square grid of cells of `res` metres (EPSG:3857) whose top-left corner is (`minX`, `maxY`):
 * `size` × `size` cell centres.
 */
export interface GridSpec {
  minX: number;
  maxY: number;
  res: number;
  size: number;
}

/**
 * The values of a layer's COGs (in order: later ones over earlier ones) at the centres of a
 * grid's cells, bilinear between the four nearest pixels of the fitting level (the nearest valid
 * one where any of the four has no data); NaN where no COG has a value or outside `within`.
 */
export async function sampleValues(
  reader: CogReader,
  cogs: readonly CogInfo[],
  grid: GridSpec,
  within: Box | null,
): Promise<Float32Array> {
  const { minX, maxY, res, size } = grid;
  const out = new Float32Array(size * size).fill(Number.NaN);
  for (const cog of cogs) {
    const levelIndex = levelFor(cog, res);
    const level = cog.levels[levelIndex]!;
    const fx0 = (minX + 0.5 * res - cog.originX) / level.resX - 0.5;
    const fy0 = (cog.originY - maxY + 0.5 * res) / level.resY - 0.5;
    const stepX = res / level.resX;
    const stepY = res / level.resY;
    const x0 = Math.max(0, Math.floor(fx0) - 1);
    const y0 = Math.max(0, Math.floor(fy0) - 1);
    const x1 = Math.min(level.width, Math.ceil(fx0 + size * stepX) + 2);
    const y1 = Math.min(level.height, Math.ceil(fy0 + size * stepY) + 2);
    if (x0 >= x1 || y0 >= y1) continue;
    const win = await reader.readValues(cog, levelIndex, x0, y0, x1, y1);
    const at = (x: number, y: number) =>
      x < 0 || y < 0 || x >= win.width || y >= win.height
        ? Number.NaN
        : win.values[y * win.width + x]!;
    for (let j = 0; j < size; j += 1) {
      const wy = maxY - (j + 0.5) * res;
      if (within && (wy < within.minY || wy > within.maxY)) continue;
      const fy = fy0 + j * stepY - win.y0;
      const iy = Math.floor(fy);
      const ty = fy - iy;
      for (let i = 0; i < size; i += 1) {
        const wx = minX + (i + 0.5) * res;
        if (within && (wx < within.minX || wx > within.maxX)) continue;
        const fx = fx0 + i * stepX - win.x0;
        const ix = Math.floor(fx);
        const tx = fx - ix;
        const a = at(ix, iy);
        const b = at(ix + 1, iy);
        const c = at(ix, iy + 1);
        const d = at(ix + 1, iy + 1);
        let v: number;
        if (Number.isNaN(a) || Number.isNaN(b) || Number.isNaN(c) || Number.isNaN(d)) {
          v = at(Math.round(fx), Math.round(fy));
        } else {
          v = (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty;
        }
        if (!Number.isNaN(v)) out[j * size + i] = v;
      }
    }
  }
  return out;
}
