import type { GeoTIFFImage } from 'geotiff';
import type { Storage } from '../storage/storage.js';
import { coalesce, READS_IN_FLIGHT, Slots, unpackBits, type Wanted } from './cog-block-reads.js';
import { cogDecoder } from './cog-decoder.js';
import { openCog, type CogInfo } from './cog-info.js';
import { percentileStretch, pixelConverter, samplesOf, type Samples } from './cog-pixels.js';
import { LruCache } from './lru-cache.js';

export interface CogReaderOptions {
  /** Decoded blocks kept in memory, in bytes: neighbouring tiles share a COG's 512² blocks. */
  blockCacheBytes: number;
  /** COG structures kept open (IFDs, tile offsets). */
  cogCacheSize: number;
  decoder?: { decode(directory: Record<string, unknown>, buffer: ArrayBuffer): Promise<unknown> };
  /** Told of every lookup in either cache, for the metrics. */
  onLookup?: (cache: 'cog' | 'raster_block', hit: boolean) => void;
}

/** A part of a level as RGBA, alpha 0 where there is no data. */
export interface RgbaWindow {
  x0: number;
  y0: number;
  width: number;
  height: number;
  rgba: Uint8Array;
}

/** A part of a level as values of its first band, NaN where there is no data. */
export interface ValueWindow {
  x0: number;
  y0: number;
  width: number;
  height: number;
  values: Float32Array;
}

/** A decoded block of a level: its samples, and its mask's (0: no data) when the level has one. */
export interface LevelBlock {
  samples: Samples;
  mask: Samples | null;
}

interface BlockDirectory {
  TileOffsets?: ArrayLike<number>;
  TileByteCounts?: ArrayLike<number>;
  StripOffsets?: ArrayLike<number>;
  StripByteCounts?: ArrayLike<number>;
  BitsPerSample?: ArrayLike<number>;
}

/**
 * The first band's value of a block's pixel (index within the block), NaN where there is no
 * data: nodata, NaN, a mask's or an alpha band's transparent pixels.
 */
export function valueOf(cog: CogInfo, block: LevelBlock, pixel: number): number {
  const spp = cog.samplesPerPixel;
  const v = block.samples[pixel * spp]!;
  if (v === cog.noData || (block.mask && block.mask[pixel] === 0)) return Number.NaN;
  if (cog.alphaSample !== null && block.samples[pixel * spp + cog.alphaSample] === 0) {
    return Number.NaN;
  }
  return v;
}

/**
 * Reads COGs for tiles and cross sections: their structure and decoded blocks stay cached per
 * process (LRU), keyed by storage key — a stored file never changes under its key (a re-upload
 * gets a new key). Every pixel read goes through levelBlocks: each block decoded once, blocks
 * neighbouring in the file read together, several reads at once.
 */
export class CogReader {
  private readonly infos: LruCache<string, Promise<CogInfo>>;
  private readonly blocks: LruCache<string, Promise<Samples>>;
  private readonly decoder: NonNullable<CogReaderOptions['decoder']>;
  private readonly onLookup: NonNullable<CogReaderOptions['onLookup']>;

  constructor(
    private readonly storage: Storage,
    options: CogReaderOptions,
  ) {
    this.infos = new LruCache(options.cogCacheSize);
    this.blocks = new LruCache(options.blockCacheBytes);
    this.decoder = options.decoder ?? cogDecoder;
    this.onLookup = options.onLookup ?? (() => undefined);
  }

  info(key: string): Promise<CogInfo> {
    const cached = this.infos.get(key);
    this.onLookup('cog', cached !== undefined);
    if (cached) return cached;
    return this.infos.getOrLoad(key, async () => {
      const cog = await openCog(this.storage, key);
      if (cog.model === 'stretch') cog.stretch = await this.stretchOf(cog);
      return cog;
    });
  }

  /**
   * The blocks `ids` (by × blocksAcross + bx) of a level, one promise per id in that order. The
   * ones not cached are read in the order given, blocks neighbouring in the file with one read,
   * at most READS_IN_FLIGHT reads at once; each block is decoded once, however many ask for it.
   */
  levelBlocks(cog: CogInfo, levelIndex: number, ids: readonly number[]): Promise<LevelBlock>[] {
    const level = cog.levels[levelIndex]!;
    const samples = this.imageBlocks(cog, levelIndex, level.image, false, ids);
    const masks = level.mask ? this.imageBlocks(cog, levelIndex, level.mask, true, ids) : null;
    return samples.map((block, n) =>
      masks
        ? Promise.all([block, masks[n]!]).then(([s, mask]) => ({ samples: s, mask }))
        : block.then((s) => ({ samples: s, mask: null })),
    );
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
    const { tileWidth: tw, tileHeight: th, blocksAcross } = cog.levels[levelIndex]!;
    const width = x1 - x0;
    const height = y1 - y0;
    const rgba = new Uint8Array(width * height * 4);
    const convert = pixelConverter(cog);
    const spp = cog.samplesPerPixel;
    const ids: number[] = [];
    for (let by = Math.floor(y0 / th); by * th < y1; by += 1) {
      for (let bx = Math.floor(x0 / tw); bx * tw < x1; bx += 1) ids.push(by * blocksAcross + bx);
    }
    const paint = ({ samples, mask }: LevelBlock, id: number) => {
      const bx = id % blocksAcross;
      const by = (id - bx) / blocksAcross;
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
    };
    await Promise.all(
      this.levelBlocks(cog, levelIndex, ids).map((block, n) =>
        block.then((b) => paint(b, ids[n]!)),
      ),
    );
    return { x0, y0, width, height, rgba };
  }

  /**
   * The level pixels [x0, x1) × [y0, y1) (inside the level) as the first band's values, NaN where
   * there is no data: what relief and measurements read (a DTM's heights).
   */
  async readValues(
    cog: CogInfo,
    levelIndex: number,
    x0: number,
    y0: number,
    x1: number,
    y1: number,
  ): Promise<ValueWindow> {
    const { tileWidth: tw, tileHeight: th, blocksAcross } = cog.levels[levelIndex]!;
    const width = x1 - x0;
    const height = y1 - y0;
    const values = new Float32Array(width * height).fill(Number.NaN);
    const ids: number[] = [];
    for (let by = Math.floor(y0 / th); by * th < y1; by += 1) {
      for (let bx = Math.floor(x0 / tw); bx * tw < x1; bx += 1) ids.push(by * blocksAcross + bx);
    }
    const fill = (block: LevelBlock, id: number) => {
      const bx = id % blocksAcross;
      const by = (id - bx) / blocksAcross;
      const cx0 = Math.max(x0, bx * tw);
      const cx1 = Math.min(x1, (bx + 1) * tw);
      for (let y = Math.max(y0, by * th); y < Math.min(y1, (by + 1) * th); y += 1) {
        const rowInBlock = (y - by * th) * tw - bx * tw;
        let oi = (y - y0) * width + (cx0 - x0);
        for (let x = cx0; x < cx1; x += 1, oi += 1)
          values[oi] = valueOf(cog, block, rowInBlock + x);
      }
    };
    await Promise.all(
      this.levelBlocks(cog, levelIndex, ids).map((block, n) => block.then((b) => fill(b, ids[n]!))),
    );
    return { x0, y0, width, height, values };
  }

  /** One image's (a level's or its mask's) blocks; see levelBlocks. */
  private imageBlocks(
    cog: CogInfo,
    levelIndex: number,
    image: GeoTIFFImage,
    isMask: boolean,
    ids: readonly number[],
  ): Promise<Samples>[] {
    const dir = image.fileDirectory as BlockDirectory;
    const offsets = dir.TileOffsets ?? dir.StripOffsets ?? [];
    const counts = dir.TileByteCounts ?? dir.StripByteCounts ?? [];
    const tw = image.getTileWidth();
    const th = image.getTileHeight();
    const estimate = tw * th * (isMask ? 1 : cog.samplesPerPixel * (cog.bitsPerSample / 8));
    const keyOf = (id: number) => `${cog.key}|${levelIndex}|${isMask ? 'm' : 'i'}|${id}`;
    const found = new Map<string, Promise<Samples>>();
    const cache = (key: string, samples: Promise<Samples>) => {
      this.blocks.set(key, samples, estimate);
      samples.catch(() => {
        if (this.blocks.get(key) === samples) this.blocks.delete(key);
      });
      found.set(key, samples);
      return samples;
    };
    const wanted = new Map<string, Wanted>();
    ids.forEach((id, first) => {
      const key = keyOf(id);
      if (found.has(key) || wanted.has(key)) return;
      const cached = this.blocks.get(key);
      this.onLookup('raster_block', cached !== undefined);
      if (cached) found.set(key, cached);
      // A block the file leaves out (GDAL's sparse files) is nodata, or masked out.
      else if (!counts[id]) cache(key, Promise.resolve(this.emptyBlock(cog, isMask, tw * th)));
      else wanted.set(key, { key, offset: offsets[id]!, length: counts[id]!, first });
    });
    const slots = new Slots(READS_IN_FLIGHT);
    for (const read of coalesce([...wanted.values()])) {
      const bytes = slots.acquire().then(async () => {
        const [buffer] = await cog.source.fetch([
          { offset: read.offset, length: read.end - read.offset },
        ]);
        return buffer!;
      });
      const decoded = read.blocks.map((block) => {
        const start = block.offset - read.offset;
        const own = (buffer: ArrayBuffer) =>
          read.blocks.length === 1 ? buffer : buffer.slice(start, start + block.length);
        return cache(
          block.key,
          bytes.then((buffer) => this.decode(cog, image, isMask, own(buffer))),
        );
      });
      void Promise.allSettled(decoded).then(() => slots.release());
    }
    return ids.map((id) => found.get(keyOf(id))!);
  }

  private async decode(
    cog: CogInfo,
    image: GeoTIFFImage,
    isMask: boolean,
    bytes: ArrayBuffer,
  ): Promise<Samples> {
    const dir = image.fileDirectory as BlockDirectory & Record<string, unknown>;
    const data = (await this.decoder.decode(dir, bytes)) as ArrayBuffer | Samples;
    if (!isMask) return samplesOf(data, cog.sampleFormat, cog.bitsPerSample);
    if (Number(dir.BitsPerSample?.[0] ?? 8) === 1 && !ArrayBuffer.isView(data)) {
      return unpackBits(data, image.getTileWidth(), image.getTileHeight());
    }
    return samplesOf(data, 1, 8);
  }

  /** A block of nodata (samples), or masked out (mask). */
  private emptyBlock(cog: CogInfo, isMask: boolean, pixels: number): Samples {
    if (isMask) return new Uint8Array(pixels);
    const samples = samplesOf(
      new ArrayBuffer(pixels * cog.samplesPerPixel * (cog.bitsPerSample / 8)),
      cog.sampleFormat,
      cog.bitsPerSample,
    );
    return samples.fill(cog.noData ?? 0);
  }

  private async stretchOf(cog: CogInfo): Promise<{ min: number; max: number } | null> {
    const levelIndex = cog.levels.length - 1;
    const { width, height, tileWidth: tw, tileHeight: th, blocksAcross } = cog.levels[levelIndex]!;
    const ids = Array.from({ length: blocksAcross * Math.ceil(height / th) }, (_, id) => id);
    const blocks = await Promise.all(this.levelBlocks(cog, levelIndex, ids));
    const valid = new Float64Array(width * height);
    let count = 0;
    blocks.forEach((block, id) => {
      const bx = id % blocksAcross;
      const by = (id - bx) / blocksAcross;
      for (let y = 0; y < th && by * th + y < height; y += 1) {
        for (let x = 0; x < tw && bx * tw + x < width; x += 1) {
          const v = valueOf(cog, block, y * tw + x);
          if (Number.isFinite(v)) valid[count++] = v;
        }
      }
    });
    return percentileStretch(valid.subarray(0, count));
  }
}
