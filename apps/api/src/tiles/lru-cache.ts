/**
 * A least-recently-used cache bounded by a total cost (entries, or bytes). A Map keeps insertion
 * order, so re-inserting on every hit makes its first key the least recently used.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; cost: number }>();
  private total = 0;

  constructor(
    private readonly capacity: number,
    private readonly onEvict?: (value: V) => void,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, cost = 1): void {
    this.delete(key);
    this.entries.set(key, { value, cost });
    this.total += cost;
    while (this.total > this.capacity && this.entries.size > 1) {
      const oldest = this.entries.keys().next().value as K;
      this.delete(oldest);
    }
  }

  /** Corrects the cost of an entry once known (a block's size after decoding). */
  resize(key: K, cost: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.total += cost - entry.cost;
    entry.cost = cost;
    while (this.total > this.capacity && this.entries.size > 1) {
      const oldest = this.entries.keys().next().value as K;
      if (oldest === key) break;
      this.delete(oldest);
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.cost;
    this.onEvict?.(entry.value);
  }

  /** The cached value, or the one `load` makes; a promise that rejects is dropped again. */
  getOrLoad(key: K, load: () => V, cost = 1): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = load();
    this.set(key, value, cost);
    if (value instanceof Promise) {
      value.catch(() => {
        if (this.entries.get(key)?.value === value) this.delete(key);
      });
    }
    return value;
  }
}
