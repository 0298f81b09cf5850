import type { CogInfo } from './cog-info.js';

export type Samples =
  | Uint8Array
  | Int8Array
  | Uint16Array
  | Int16Array
  | Uint32Array
  | Int32Array
  | Float32Array
  | Float64Array;

/** A decoded block's bytes as numbers of the COG's sample type (little-endian, as on x86). */
export function samplesOf(data: ArrayBuffer | Samples, format: number, bits: number): Samples {
  if (ArrayBuffer.isView(data)) return data;
  if (format === 3) return bits === 64 ? new Float64Array(data) : new Float32Array(data);
  const signed = format === 2;
  if (bits === 8) return signed ? new Int8Array(data) : new Uint8Array(data);
  if (bits === 16) return signed ? new Int16Array(data) : new Uint16Array(data);
  if (bits === 32) return signed ? new Int32Array(data) : new Uint32Array(data);
  throw new Error(`unsupported sample size: ${bits} bits`);
}

/** Writes the RGBA of one pixel (samples from `si`) at `oi`; alpha 0 where there is no data. */
export type PixelConverter = (src: Samples, si: number, out: Uint8Array, oi: number) => void;

function alphaScale(cog: CogInfo): number {
  if (cog.sampleFormat === 3) return 1;
  return 255 / (2 ** cog.bitsPerSample - 1);
}

/** How this COG's pixels become colours; see BandModel. */
export function pixelConverter(cog: CogInfo): PixelConverter {
  const { noData, alphaSample, palette, stretch } = cog;
  const scaleAlpha = alphaScale(cog);
  const colours = cog.model === 'rgb' ? 3 : 1;
  const isNoData = (src: Samples, si: number): boolean => {
    const v = src[si]!;
    if (Number.isNaN(v)) return true;
    if (noData === null || v !== noData) return false;
    for (let c = 1; c < colours; c += 1) if (src[si + c] !== noData) return false;
    return true;
  };
  const alphaOf = (src: Samples, si: number): number => {
    if (isNoData(src, si)) return 0;
    if (alphaSample === null) return 255;
    return Math.min(255, Math.max(0, Math.round(src[si + alphaSample]! * scaleAlpha)));
  };
  switch (cog.model) {
    case 'rgb':
      return (src, si, out, oi) => {
        out[oi] = src[si]!;
        out[oi + 1] = src[si + 1]!;
        out[oi + 2] = src[si + 2]!;
        out[oi + 3] = alphaOf(src, si);
      };
    case 'gray':
      return (src, si, out, oi) => {
        out[oi] = out[oi + 1] = out[oi + 2] = src[si]!;
        out[oi + 3] = alphaOf(src, si);
      };
    case 'palette':
      return (src, si, out, oi) => {
        const p = src[si]! * 3;
        out[oi] = palette![p]!;
        out[oi + 1] = palette![p + 1]!;
        out[oi + 2] = palette![p + 2]!;
        out[oi + 3] = alphaOf(src, si);
      };
    case 'stretch': {
      const min = stretch?.min ?? 0;
      const scale = 255 / Math.max(1e-12, (stretch?.max ?? 255) - min);
      return (src, si, out, oi) => {
        const v = Math.round((src[si]! - min) * scale);
        out[oi] = out[oi + 1] = out[oi + 2] = v < 0 ? 0 : v > 255 ? 255 : v;
        out[oi + 3] = alphaOf(src, si);
      };
    }
  }
}

/**
 * The k-th smallest of a[lo..hi] (0-based, k within), found by Hoare's selection with a median of
 * three pivot: a's values are moved about, everything before k ends up ≤ it and after ≥ it.
 */
function select(a: Float64Array, k: number, lo: number, hi: number): number {
  while (hi > lo) {
    const mid = (lo + hi) >> 1;
    const [x, y, z] = [a[lo]!, a[mid]!, a[hi]!];
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i += 1;
      while (a[j]! > pivot) j -= 1;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k]!;
  }
  return a[k]!;
}

/**
 * The 2nd and 98th percentile of a raster's valid values: the grey stretch of DEMs and other
 * non-8-bit rasters, taken once from the coarsest overview. Robust against a few spikes (a
 * percentile, not min/max), and the same for every tile, so tiles join without seams. Selected,
 * not sorted: a 450² overview took 20–40 ms to sort, in every COG's first request.
 */
export function percentileStretch(values: ArrayLike<number>): { min: number; max: number } | null {
  const n = values.length;
  if (n === 0) return null;
  const a = Float64Array.from(values);
  const rank = (q: number) => Math.min(n - 1, Math.floor(q * n));
  const min = select(a, rank(0.02), 0, n - 1);
  // Everything from rank(0.02) on is ≥ min: the 98th percentile lies there.
  const max = select(a, rank(0.98), rank(0.02), n - 1);
  return max > min ? { min, max } : { min, max: min + 1 };
}
