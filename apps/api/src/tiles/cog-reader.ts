import type { GeoTIFFImage } from 'geotiff';
import type { Storage } from '../storage/storage.js';
import { cogDecoder } from './cog-decoder.js';
import { openCog, type CogInfo, type CogLevel } from './cog-info.js';
import { percentileStretch, pixelConverter, samplesOf, type Samples } from './cog-pixels.js';
import { LruCache } from './lru-cache.js';

export interface CogReaderOptions {
  /** Decoded blocks kept in memory, in bytes: neighbouring tiles share a COG's 512² blocks. */
  blockCacheBytes: number;
  /** COG structures kept open (IFDs, tile offsets). */
  cogCacheSize: number;
  decoder?: { decode(directory: Record<string, unknown>, buffer: ArrayBuffer): Promise<unknown> };
}

/** A part of a level as RGBA, alpha 0 where there is no data. */
export interface RgbaWindow {
  x0: number;
  y0: number;
  width: number;
  height: number;
  rgba: Uint8Array;
}

/** A part of a level as its first band's values, NaN where there is no data (nodata, mask). */
export interface ValueWindow {
  x0: number;
  y0: number;
  width: number;
  height: number;
  values: Float64Array;
}

/**
 * Reads COGs for tiles: their structure and decoded blocks stay cached per process (LRU), keyed
 * by storage key — a stored file never changes under its key (a re-upload gets a new key).
 */
export class CogReader {
  private readonly infos: LruCache<string, Promise<CogInfo>>;
  private readonly blocks: LruCache<string, Promise<Samples>>;
  private readonly decoder: NonNullable<CogReaderOptions['decoder']>;

  constructor(
    private readonly storage: Storage,
    options: CogReaderOptions,
  ) {
    this.infos = new LruCache(options.cogCacheSize);
    this.blocks = new LruCache(options.blockCacheBytes);
    this.decoder = options.decoder ?? cogDecoder;
  }

  info(key: string): Promise<CogInfo> {
    return this.infos.getOrLoad(key, async () => {
      const cog = await openCog(this.storage, key);
      if (cog.model === 'stretch') cog.stretch = await this.stretchOf(cog);
      return cog;
    });
  }

  /** The level pixels [x0, x1) × [y0, y1) (inside the level) as RGBA. */
  async readRgba(
    cog: CogInfo,
    levelIndex: number,
    x0: number,
    y0: number,
    x1: number,
    y1: number,
  ): Promise<RgbaWindow> {
    const level = cog.levels[levelIndex]!;
    const width = x1 - x0;
    const height = y1 - y0;
    const rgba = new Uint8Array(width * height * 4);
    const tw = level.image.getTileWidth();
    const th = level.image.getTileHeight();
    const convert = pixelConverter(cog);
    const spp = cog.samplesPerPixel;
    const jobs: Promise<void>[] = [];
    for (let by = Math.floor(y0 / th); by * th < y1; by += 1) {
      for (let bx = Math.floor(x0 / tw); bx * tw < x1; bx += 1) {
        jobs.push(
          Promise.all([
            this.block(cog, levelIndex, level.image, bx, by, false),
            level.mask ? this.block(cog, levelIndex, level.mask, bx, by, true) : null,
          ]).then(([samples, mask]) => {
            const cx0 = Math.max(x0, bx * tw);
            const cx1 = Math.min(x1, (bx + 1) * tw);
            for (let y = Math.max(y0, by * th); y < Math.min(y1, (by + 1) * th); y += 1) {
              const rowInBlock = (y - by * th) * tw - bx * tw;
              let oi = ((y - y0) * width + (cx0 - x0)) * 4;
              for (let x = cx0; x < cx1; x += 1, oi += 4) {
                const pi = rowInBlock + x;
                convert(samples, pi * spp, rgba, oi);
                if (mask && mask[pi] === 0) rgba[oi + 3] = 0;
              }
            }
          }),
        );
      }
    }
    await Promise.all(jobs);
    return { x0, y0, width, height, rgba };
  }

  /**
   * The level pixels [x0, x1) × [y0, y1) (inside the level) as raw values of the first band —
   * elevations, not colours — for measuring (cross sections). Nodata, NaN, a mask's or an alpha
   * band's transparent pixels are NaN. Blocks come from the same cache as the tiles'.
   */
  async readValues(
    cog: CogInfo,
    levelIndex: number,
    x0: number,
    y0: number,
    x1: number,
    y1: number,
  ): Promise<ValueWindow> {
    const level = cog.levels[levelIndex]!;
    const width = x1 - x0;
    const height = y1 - y0;
    const values = new Float64Array(width * height).fill(Number.NaN);
    const tw = level.image.getTileWidth();
    const th = level.image.getTileHeight();
    const { samplesPerPixel: spp, noData, alphaSample } = cog;
    const jobs: Promise<void>[] = [];
    for (let by = Math.floor(y0 / th); by * th < y1; by += 1) {
      for (let bx = Math.floor(x0 / tw); bx * tw < x1; bx += 1) {
        jobs.push(
          Promise.all([
            this.block(cog, levelIndex, level.image, bx, by, false),
            level.mask ? this.block(cog, levelIndex, level.mask, bx, by, true) : null,
          ]).then(([samples, mask]) => {
            const cx0 = Math.max(x0, bx * tw);
            const cx1 = Math.min(x1, (bx + 1) * tw);
            for (let y = Math.max(y0, by * th); y < Math.min(y1, (by + 1) * th); y += 1) {
              const rowInBlock = (y - by * th) * tw - bx * tw;
              let oi = (y - y0) * width + (cx0 - x0);
              for (let x = cx0; x < cx1; x += 1, oi += 1) {
                const pi = rowInBlock + x;
                const v = samples[pi * spp]!;
                if (v === noData || (mask && mask[pi] === 0)) continue;
                if (alphaSample !== null && samples[pi * spp + alphaSample] === 0) continue;
                values[oi] = v;
              }
            }
          }),
        );
      }
    }
    await Promise.all(jobs);
    return { x0, y0, width, height, values };
  }

  private block(
    cog: CogInfo,
    levelIndex: number,
    image: GeoTIFFImage,
    bx: number,
    by: number,
    isMask: boolean,
  ): Promise<Samples> {
    const key = `${cog.key}|${levelIndex}|${isMask ? 'm' : 'i'}|${bx}|${by}`;
    const estimate =
      image.getTileWidth() *
      image.getTileHeight() *
      (isMask ? 1 : cog.samplesPerPixel * (cog.bitsPerSample / 8));
    return this.blocks.getOrLoad(
      key,
      async () => {
        const tile = (await image.getTileOrStrip(bx, by, 0, this.decoder as never)) as unknown as {
          data: ArrayBuffer | Samples;
        };
        return isMask
          ? samplesOf(tile.data, 1, 8)
          : samplesOf(tile.data, cog.sampleFormat, cog.bitsPerSample);
      },
      estimate,
    );
  }

  private async stretchOf(cog: CogInfo): Promise<{ min: number; max: number } | null> {
    const levelIndex = cog.levels.length - 1;
    const level: CogLevel = cog.levels[levelIndex]!;
    const tw = level.image.getTileWidth();
    const th = level.image.getTileHeight();
    const spp = cog.samplesPerPixel;
    const valid: number[] = [];
    for (let by = 0; by * th < level.height; by += 1) {
      for (let bx = 0; bx * tw < level.width; bx += 1) {
        const samples = await this.block(cog, levelIndex, level.image, bx, by, false);
        const mask = level.mask
          ? await this.block(cog, levelIndex, level.mask, bx, by, true)
          : null;
        for (let y = 0; y < th && by * th + y < level.height; y += 1) {
          for (let x = 0; x < tw && bx * tw + x < level.width; x += 1) {
            const pixel = y * tw + x;
            const v = samples[pixel * spp]!;
            if (!Number.isFinite(v) || v === cog.noData || (mask && mask[pixel] === 0)) continue;
            if (cog.alphaSample !== null && samples[pixel * spp + cog.alphaSample] === 0) continue;
            valid.push(v);
          }
        }
      }
    }
    return percentileStretch(valid);
  }
}
