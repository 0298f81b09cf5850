import { LruCache } from './lru-cache.js';

/**
 * How long a layer's tiles at a zoom take to make, in milliseconds per tile: a moving average
 * of what was measured, for the caches and the batcher to tell heavy tiles from light ones.
 */
export class TileCosts {
  private readonly costs = new LruCache<string, number>(10_000);

  /** The average so far; undefined until a tile of that layer and zoom was made. */
  get(layerId: number, z: number): number | undefined {
    return this.costs.get(`${layerId}/${z}`);
  }

  learn(layerId: number, z: number, ms: number): void {
    const key = `${layerId}/${z}`;
    const before = this.costs.get(key);
    this.costs.set(key, before === undefined ? ms : before * 0.8 + ms * 0.2);
  }
}
