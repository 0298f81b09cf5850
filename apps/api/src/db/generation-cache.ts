import type { ChangeSignal } from './change-signal.js';

interface Entry<V> {
  value: V;
  expires: number;
}

/**
 * Answers kept while nothing has changed (see ChangeSignal) and for at most `ttlMs`, the bound
 * should a notice ever be lost. Loads that overlap a change are used but not kept.
 */
export class GenerationCache<K, V> {
  private entries = new Map<K, Entry<V>>();
  private generation = -1;

  constructor(
    private readonly signal: ChangeSignal,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    /** Told of every lookup, for the metrics; one asked anew while untrusted is a miss. */
    private readonly onLookup?: (hit: boolean) => void,
  ) {}

  async get(key: K, load: () => Promise<V>): Promise<V> {
    if (!this.signal.trusted) {
      this.onLookup?.(false);
      return load();
    }
    if (this.generation !== this.signal.generation) {
      this.entries.clear();
      this.generation = this.signal.generation;
    }
    const hit = this.entries.get(key);
    const fresh = hit !== undefined && hit.expires > Date.now();
    this.onLookup?.(fresh);
    if (fresh) return hit.value;
    const before = this.signal.generation;
    const value = await load();
    if (this.signal.trusted && this.signal.generation === before) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
    }
    return value;
  }
}
