import type { RgbaWindow } from './cog-reader.js';

export const TILE_SIZE = 256;

/** Where output pixels fall in a level: level pixel = (world − origin) / res, per axis. */
export interface SampleGrid {
  /** Level pixel x of output pixel column 0's centre, and the step per output pixel. */
  startX: number;
  stepX: number;
  startY: number;
  stepY: number;
  /** Output pixels to fill: [px0, px1) × [py0, py1). */
  px0: number;
  px1: number;
  py0: number;
  py1: number;
}

/**
 * Resamples a window of a level onto the tile canvas and composites it over what is there
 * (later COGs on top). Bilinear uses premultiplied alpha, so no-data neighbours never bleed
 * black into the edge; `nearest` keeps categories (palettes) exact. Returns whether any pixel
 * got colour.
 */
export function paintWindow(
  canvas: Uint8ClampedArray,
  win: RgbaWindow,
  grid: SampleGrid,
  nearest: boolean,
): boolean {
  const { rgba, width, height } = win;
  let painted = false;
  const px = [0, 0, 0, 0];
  for (let py = grid.py0; py < grid.py1; py += 1) {
    // Level pixel centres sit at i + 0.5; shift so that integers are centres.
    const fy = grid.startY + py * grid.stepY - 0.5 - win.y0;
    const y0 = Math.floor(fy);
    const ty = fy - y0;
    for (let col = grid.px0; col < grid.px1; col += 1) {
      const fx = grid.startX + col * grid.stepX - 0.5 - win.x0;
      let a: number;
      if (nearest) {
        const nx = Math.round(fx);
        const ny = Math.round(fy);
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const i = (ny * width + nx) * 4;
        a = rgba[i + 3]!;
        if (a === 0) continue;
        px[0] = rgba[i]!;
        px[1] = rgba[i + 1]!;
        px[2] = rgba[i + 2]!;
      } else {
        const x0 = Math.floor(fx);
        const tx = fx - x0;
        let r = 0;
        let g = 0;
        let b = 0;
        a = 0;
        for (let k = 0; k < 4; k += 1) {
          const sx = x0 + (k & 1);
          const sy = y0 + (k >> 1);
          if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
          const w = (k & 1 ? tx : 1 - tx) * (k >> 1 ? ty : 1 - ty);
          const i = (sy * width + sx) * 4;
          const wa = w * rgba[i + 3]!;
          if (wa === 0) continue;
          r += wa * rgba[i]!;
          g += wa * rgba[i + 1]!;
          b += wa * rgba[i + 2]!;
          a += wa;
        }
        if (a < 0.5) continue;
        px[0] = r / a;
        px[1] = g / a;
        px[2] = b / a;
      }
      painted = true;
      const o = (py * TILE_SIZE + col) * 4;
      const under = canvas[o + 3]!;
      if (a >= 255 || under === 0) {
        canvas[o] = px[0]!;
        canvas[o + 1] = px[1]!;
        canvas[o + 2] = px[2]!;
        canvas[o + 3] = Math.round(a);
        continue;
      }
      // Source over destination, both straight alpha.
      const sa = a / 255;
      const da = (under / 255) * (1 - sa);
      const oa = sa + da;
      for (let c = 0; c < 3; c += 1) canvas[o + c] = (px[c]! * sa + canvas[o + c]! * da) / oa;
      canvas[o + 3] = Math.round(oa * 255);
    }
  }
  return painted;
}
