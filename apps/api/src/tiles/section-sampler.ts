import type { CogInfo } from './cog-info.js';
import { valueOf, type CogReader, type LevelBlock } from './cog-reader.js';
import type { SamplePoints } from './section-line.js';

/** A level's first-band value at pixel (i, j) inside the level, NaN where there is no data. */
export type PixelValue = (i: number, j: number) => number;

/**
 * A DTM's elevation at a point given in level pixels (fx, fy; pixel i spans [i, i + 1)):
 * null where the pixel under the point has no data, else bilinear between the four nearest pixel
 * centres, over those that have data (weights renormalised). Bilinear reproduces a plane exactly,
 * and a gap is exactly as wide as the nodata pixels under the line.
 */
export function valueAt(at: PixelValue, fx: number, fy: number, w: number, h: number) {
  if (!(fx >= 0 && fx < w && fy >= 0 && fy < h)) return null;
  const nearest = at(Math.floor(fx), Math.floor(fy));
  if (Number.isNaN(nearest)) return null;
  const u = fx - 0.5;
  const v = fy - 0.5;
  const i0 = Math.floor(u);
  const j0 = Math.floor(v);
  const tx = u - i0;
  const ty = v - j0;
  let sum = 0;
  let weight = 0;
  for (let dj = 0; dj <= 1; dj += 1) {
    for (let di = 0; di <= 1; di += 1) {
      const i = i0 + di;
      const j = j0 + dj;
      if (i < 0 || j < 0 || i >= w || j >= h) continue;
      const value = at(i, j);
      if (Number.isNaN(value)) continue;
      const wgt = (di ? tx : 1 - tx) * (dj ? ty : 1 - ty);
      sum += wgt * value;
      weight += wgt;
    }
  }
  return weight > 0 ? sum / weight : nearest;
}

/**
 * Elevations of a COG level at the points (EPSG:3857; NaN for a gap marker), null where there is
 * no data. Only the blocks under the samples' 2 × 2 pixels are read — a long line never decodes
 * a block it merely passes near — all requested at once in the order the line reaches them
 * (CogReader.levelBlocks reads them concurrently), and each sample is computed as soon as its
 * blocks are in; a block is let go after its last sample.
 */
export async function sampleLevel(
  reader: CogReader,
  cog: CogInfo,
  levelIndex: number,
  points: SamplePoints,
): Promise<(number | null)[]> {
  const level = cog.levels[levelIndex]!;
  const { width: w, height: h, tileWidth: tw, tileHeight: th, blocksAcross } = level;
  const count = points.x.length;
  const fx = points.x.map((x) => (x - cog.originX) / level.resX);
  const fy = points.y.map((y) => (cog.originY - y) / level.resY);
  const inside = (k: number) => fx[k]! >= 0 && fx[k]! < w && fy[k]! >= 0 && fy[k]! < h;

  // The blocks of each sample's pixels (the 2 × 2 around it, within the level): a sample's
  // blocks span at most two columns and two rows of blocks.
  const spanOf = (k: number) => {
    const i0 = Math.floor(fx[k]! - 0.5);
    const j0 = Math.floor(fy[k]! - 0.5);
    return {
      bx0: Math.floor(Math.max(0, i0) / tw),
      bx1: Math.floor(Math.min(w - 1, i0 + 1) / tw),
      by0: Math.floor(Math.max(0, j0) / th),
      by1: Math.floor(Math.min(h - 1, j0 + 1) / th),
    };
  };
  const eachBlock = (k: number, visit: (id: number) => void) => {
    const { bx0, bx1, by0, by1 } = spanOf(k);
    for (let by = by0; by <= by1; by += 1) {
      for (let bx = bx0; bx <= bx1; bx += 1) visit(by * blocksAcross + bx);
    }
  };
  const lastUse = new Map<number, number>();
  for (let k = 0; k < count; k += 1) {
    if (inside(k)) eachBlock(k, (id) => lastUse.set(id, k));
  }

  const ids = [...lastUse.keys()];
  const pending = new Map<number, Promise<LevelBlock>>();
  reader.levelBlocks(cog, levelIndex, ids).forEach((block, n) => {
    // A failure is thrown by the sample that awaits it; the others must not go unhandled.
    block.catch(() => undefined);
    pending.set(ids[n]!, block);
  });
  const loaded = new Map<number, LevelBlock>();
  const at: PixelValue = (i, j) => {
    const bx = Math.floor(i / tw);
    const by = Math.floor(j / th);
    return valueOf(cog, loaded.get(by * blocksAcross + bx)!, (j - by * th) * tw + (i - bx * tw));
  };

  const out: (number | null)[] = new Array<number | null>(count).fill(null);
  for (let k = 0; k < count; k += 1) {
    if (!inside(k)) continue;
    const { bx0, bx1, by0, by1 } = spanOf(k);
    for (let by = by0; by <= by1; by += 1) {
      for (let bx = bx0; bx <= bx1; bx += 1) {
        const id = by * blocksAcross + bx;
        if (!loaded.has(id)) loaded.set(id, await pending.get(id)!);
      }
    }
    out[k] = valueAt(at, fx[k]!, fy[k]!, w, h);
    eachBlock(k, (id) => {
      if (lastUse.get(id) !== k) return;
      loaded.delete(id);
      pending.delete(id);
    });
  }
  return out;
}
