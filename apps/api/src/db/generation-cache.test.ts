import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeSignal } from './change-signal.js';
import { GenerationCache } from './generation-cache.js';

function setUp(ttlMs = 10_000, maxEntries = 100) {
  const signal = new ChangeSignal();
  signal.setListening(true);
  const cache = new GenerationCache<string, number>(signal, ttlMs, maxEntries);
  let loads = 0;
  const load = (value: number) => async () => {
    loads += 1;
    return value;
  };
  return { signal, cache, load, loads: () => loads };
}

describe('GenerationCache', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps an answer until something changes', async () => {
    const { signal, cache, load, loads } = setUp();
    expect(await cache.get('a', load(1))).toBe(1);
    expect(await cache.get('a', load(2))).toBe(1);
    expect(loads()).toBe(1);
    signal.changed();
    expect(await cache.get('a', load(3))).toBe(3);
    expect(loads()).toBe(2);
  });

  it('uses but does not keep an answer whose load overlapped a change', async () => {
    const { signal, cache, load } = setUp();
    const racing = await cache.get('a', async () => {
      signal.changed();
      return 1;
    });
    expect(racing).toBe(1);
    expect(await cache.get('a', load(2))).toBe(2);
  });

  it('keeps nothing while changes could go unseen', async () => {
    const { signal, cache, load, loads } = setUp();
    signal.setListening(false);
    await cache.get('a', load(1));
    expect(await cache.get('a', load(2))).toBe(2);
    expect(loads()).toBe(2);
  });

  it('forgets an answer after its time to live', async () => {
    vi.useFakeTimers();
    const { cache, load } = setUp(1000);
    await cache.get('a', load(1));
    vi.advanceTimersByTime(1001);
    expect(await cache.get('a', load(2))).toBe(2);
  });

  it('holds at most its number of entries', async () => {
    const { cache, load, loads } = setUp(10_000, 2);
    await cache.get('a', load(1));
    await cache.get('b', load(2));
    await cache.get('c', load(3));
    await cache.get('a', load(4));
    expect(loads()).toBe(4);
  });
});
