import type { CogInfo } from './cog-info.js';
import { LruCache } from './lru-cache.js';
import { tileBox, WORLD_HALF, type TileAddress } from './tile-math.js';

/** TIFF compression code of WebP blocks (GDAL's COMPRESS=WEBP). */
const WEBP = 50001;
/** Pixels across a web tile. */
const TILE_PIXELS = 256;

interface BlockDirectory {
  Compression?: number;
  TileOffsets?: ArrayLike<number>;
  TileByteCounts?: ArrayLike<number>;
}

/** Where a COG stores a web tile as exactly one block. */
export interface StoredBlock {
  levelIndex: number;
  /** by × blocksAcross + bx; -1 when the tile lies outside the level (no data there). */
  id: number;
  offset: number;
  length: number;
}

/** `value` is a whole number, give or take rounding. */
function whole(value: number): number | null {
  const n = Math.round(value);
  return Math.abs(value - n) < 1e-6 ? n : null;
}

/**
 * The block that is exactly this tile: a level at the tile's resolution, 256² WebP blocks with
 * their alpha (no separate mask) and the level's origin on the tile grid. Null when the COG is
 * not laid out so for this tile (another zoom, an older layout), and the tile must be drawn.
 */
export function storedBlockOf(cog: CogInfo, tile: TileAddress): StoredBlock | null {
  if (cog.model !== 'rgb') return null;
  const box = tileBox(tile);
  const span = box.maxX - box.minX;
  const levelIndex = cog.levels.findIndex(
    (l) => Math.abs((l.resX * TILE_PIXELS) / span - 1) < 1e-9,
  );
  const level = cog.levels[levelIndex];
  if (!level || level.mask || level.tileWidth !== TILE_PIXELS) return null;
  if (level.tileHeight !== TILE_PIXELS) return null;
  const dir = level.image.fileDirectory as BlockDirectory;
  if (dir.Compression !== WEBP) return null;
  // The tile column and row of the level's top left corner.
  const firstX = whole((cog.originX + WORLD_HALF) / span);
  const firstY = whole((WORLD_HALF - cog.originY) / span);
  if (firstX === null || firstY === null) return null;
  const bx = tile.x - firstX;
  const by = tile.y - firstY;
  const blocksDown = Math.ceil(level.height / TILE_PIXELS);
  if (bx < 0 || by < 0 || bx >= level.blocksAcross || by >= blocksDown) {
    return { levelIndex, id: -1, offset: 0, length: 0 };
  }
  const id = by * level.blocksAcross + bx;
  return {
    levelIndex,
    id,
    offset: Number(dir.TileOffsets?.[id] ?? 0),
    length: Number(dir.TileByteCounts?.[id] ?? 0),
  };
}

/**
 * Web tiles read as their COG stores them: the block's bytes, not decoded, kept in an LRU by
 * bytes (a COG never changes under its key). A WebP block is a whole WebP image, alpha included.
 */
export class StoredTiles {
  private readonly bytes: LruCache<string, Promise<Buffer | null>>;

  constructor(
    cacheBytes: number,
    private readonly onLookup: (hit: boolean) => void = () => undefined,
  ) {
    this.bytes = new LruCache(cacheBytes);
  }

  /**
   * The tile as stored (null: the COG leaves that block out or does not reach it, so the tile is
   * empty), or undefined when the COG does not store this tile as one block.
   */
  read(cog: CogInfo, tile: TileAddress): Promise<Buffer | null> | undefined {
    const block = storedBlockOf(cog, tile);
    if (!block) return undefined;
    if (block.id < 0 || block.length === 0) return Promise.resolve(null);
    const key = `${cog.key}|${block.levelIndex}|${block.id}`;
    const cached = this.bytes.get(key);
    this.onLookup(cached !== undefined);
    if (cached) return cached;
    return this.bytes.getOrLoad(
      key,
      async () => {
        const [buffer] = await cog.source.fetch([{ offset: block.offset, length: block.length }]);
        return Buffer.from(buffer!);
      },
      block.length,
    );
  }
}
