import { createHash } from 'node:crypto';
import type {
  VectorTileQuery,
  VectorTileRepository,
} from '../repositories/vector-tile.repository.js';
import type { SharedTileRepository } from '../repositories/shared-tile.repository.js';
import { TileCosts } from './tile-costs.js';
import { vectorTileKey } from './vector-tile-cache.js';

/**
 * Tiles whose making takes at least this long are shared. Reading one back by key costs about
 * 0.1 ms (npm run bench -- tiles: 8,000–22,000 reads/s at concurrency 8 on two cores), so a
 * tile of 2 ms is twenty times cheaper read than made; lighter tiles are made again.
 */
export const SHARED_FROM_MS = 2;
/** Tiles stored between two prunings of the shared table. */
const PRUNE_EVERY = 200;

/**
 * Vector tiles shared by every api process through PostgreSQL (issue 29), under the process's
 * own cache: a heavy tile one process made is read by the others instead of being made again.
 * Whether a layer's tiles at a zoom are heavy is learnt from how long they took to make (an
 * average per layer and zoom), so light tiles never pay for a lookup. Keys as the process's
 * cache (vectorTileKey, hashed): a changed layer has new keys, and its old tiles are pruned.
 */
export class SharedVectorTiles implements Pick<VectorTileRepository, 'tile'> {
  /** Milliseconds a tile of a layer at a zoom takes to make, on average (moving). */
  private readonly costs = new TileCosts();
  private stored = 0;

  constructor(
    private readonly source: Pick<VectorTileRepository, 'tile'>,
    private readonly shared: SharedTileRepository,
    /** The shared table's bytes at most (VECTOR_TILE_SHARED_MB); 0 shares nothing. */
    private readonly maxBytes: number,
    private readonly onLookup: (hit: boolean) => void = () => undefined,
  ) {}

  async tile(query: VectorTileQuery, dataVersion: number): Promise<Buffer> {
    if (this.maxBytes === 0) return this.source.tile(query, dataVersion);
    const key = createHash('sha1').update(vectorTileKey(query, dataVersion)).digest('base64url');
    if ((this.costs.get(query.layerId, query.z) ?? 0) >= SHARED_FROM_MS) {
      const kept = await this.shared.get(key).catch(() => null);
      this.onLookup(kept !== null);
      if (kept) return kept;
    }
    const start = performance.now();
    const tile = await this.source.tile(query, dataVersion);
    const ms = performance.now() - start;
    this.costs.learn(query.layerId, query.z, ms);
    if (ms >= SHARED_FROM_MS) void this.keep(key, query.layerId, dataVersion, tile);
    return tile;
  }

  /** Stores a tile for the others, now and then pruning; a failure only costs the sharing. */
  private async keep(key: string, layerId: number, dataVersion: number, tile: Buffer) {
    try {
      await this.shared.put(key, layerId, dataVersion, tile);
      this.stored += 1;
      if (this.stored % PRUNE_EVERY === 0) await this.shared.prune(this.maxBytes);
    } catch {
      // The shared cache is an optimisation: the tile was answered all the same.
    }
  }
}
