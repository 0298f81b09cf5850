import type {
  VectorTileQuery,
  VectorTileRepository,
} from '../repositories/vector-tile.repository.js';
import { LruCache } from './lru-cache.js';

/** What a tile entry costs beyond its bytes (its key, the map's and the promise's overhead). */
const ENTRY_OVERHEAD = 256;

/**
 * Encoded vector tiles kept in memory per process (issue 29): a tile asked for again is answered
 * without SQL. The key holds everything its bytes depend on — the layer's data version (a
 * changed layer has new keys: nothing to invalidate), its sub-layers, the clip of its bounds
 * and a share's, the simplification, the survey date and the address — so that a kept tile is
 * always the one PostGIS would make. Empty tiles are kept too. Bounded by bytes (LRU); a tile
 * being made is shared by the requests that wait for it; a failure is not kept.
 */
export class CachedVectorTiles implements Pick<VectorTileRepository, 'tile'> {
  private readonly tiles: LruCache<string, Promise<Buffer>>;

  constructor(
    private readonly source: Pick<VectorTileRepository, 'tile'>,
    /** The bytes kept at most (VECTOR_TILE_CACHE_MB); 0 keeps none. */
    private readonly bytes: number,
    private readonly onLookup?: (hit: boolean) => void,
  ) {
    this.tiles = new LruCache(bytes);
  }

  tile(query: VectorTileQuery, dataVersion: number): Promise<Buffer> {
    if (this.bytes === 0) return this.source.tile(query, dataVersion);
    const key = vectorTileKey(query, dataVersion);
    const kept = this.tiles.get(key);
    this.onLookup?.(kept !== undefined);
    if (kept) return kept;
    const made = this.source.tile(query, dataVersion);
    this.tiles.getOrLoad(key, () => made, ENTRY_OVERHEAD);
    void made.then(
      (mvt) => this.tiles.resize(key, ENTRY_OVERHEAD + mvt.length),
      () => undefined,
    );
    return made;
  }
}

/** Everything a tile's bytes depend on, as one string. */
export function vectorTileKey(query: VectorTileQuery, dataVersion: number): string {
  const { layerId, z, x, y, subLayers, clip, simplify, surveyDate } = query;
  return JSON.stringify([
    layerId,
    dataVersion,
    z,
    x,
    y,
    subLayers,
    clip && [clip.minX, clip.minY, clip.maxX, clip.maxY],
    simplify,
    surveyDate ?? null,
  ]);
}
