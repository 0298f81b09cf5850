import type { CogInfo } from './cog-info.js';
import type { CogReader, ValueWindow } from './cog-reader.js';
import type { SamplePoints } from './section-line.js';

/** Samples read per window: a window of at most (CHUNK + 2)² pixels, whatever the direction. */
const CHUNK = 256;
/** Windows read at once: block decoding (zlib) runs in libuv's thread pool meanwhile. */
const PARALLEL_WINDOWS = 8;

/**
 * A DTM's elevation at a point given in level pixels (fx, fy; pixel i spans [i, i + 1)):
 * null where the pixel under the point has no data, else bilinear between the four nearest pixel
 * centres, over those that have data (weights renormalised). Bilinear reproduces a plane exactly,
 * and a gap is exactly as wide as the nodata pixels under the line.
 */
export function valueAt(win: ValueWindow, fx: number, fy: number, w: number, h: number) {
  if (!(fx >= 0 && fx < w && fy >= 0 && fy < h)) return null;
  const at = (i: number, j: number) => win.values[(j - win.y0) * win.width + (i - win.x0)]!;
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

async function inParallel<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Elevations of a COG level at the points (EPSG:3857; NaN for a gap marker), null where there is
 * no data. The points are read in runs of CHUNK, each through one small window of the level, so
 * a long line never reads more than the blocks it crosses.
 */
export async function sampleLevel(
  reader: CogReader,
  cog: CogInfo,
  levelIndex: number,
  points: SamplePoints,
): Promise<(number | null)[]> {
  const level = cog.levels[levelIndex]!;
  const { width: w, height: h } = level;
  const count = points.x.length;
  const fx = points.x.map((x) => (x - cog.originX) / level.resX);
  const fy = points.y.map((y) => (cog.originY - y) / level.resY);
  const out: (number | null)[] = new Array<number | null>(count).fill(null);
  const starts: number[] = [];
  for (let start = 0; start < count; start += CHUNK) starts.push(start);
  await inParallel(starts, PARALLEL_WINDOWS, async (start) => {
    const end = Math.min(count, start + CHUNK);
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let k = start; k < end; k += 1) {
      if (!(fx[k]! >= 0 && fx[k]! < w && fy[k]! >= 0 && fy[k]! < h)) continue;
      x0 = Math.min(x0, Math.floor(fx[k]! - 0.5));
      y0 = Math.min(y0, Math.floor(fy[k]! - 0.5));
      x1 = Math.max(x1, Math.floor(fx[k]! - 0.5) + 2);
      y1 = Math.max(y1, Math.floor(fy[k]! - 0.5) + 2);
    }
    if (x0 === Infinity) return;
    const win = await reader.readValues(
      cog,
      levelIndex,
      Math.max(0, x0),
      Math.max(0, y0),
      Math.min(w, x1),
      Math.min(h, y1),
    );
    for (let k = start; k < end; k += 1) out[k] = valueAt(win, fx[k]!, fy[k]!, w, h);
  });
  return out;
}
