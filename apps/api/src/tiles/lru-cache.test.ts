import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.js';

describe('LRU cache', () => {
  it('evicts the least recently used entries beyond its capacity', () => {
    const evicted: string[] = [];
    const cache = new LruCache<string, string>(3, (v) => evicted.push(v));
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('c', 'C');
    expect(cache.get('a')).toBe('A'); // a is now the most recent
    cache.set('d', 'D');
    expect(evicted).toEqual(['B']);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it('counts costs, corrected once known', () => {
    const cache = new LruCache<string, number>(100);
    cache.set('a', 1, 60);
    cache.set('b', 2, 30);
    cache.resize('b', 50);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
  });

  it('loads once per key and forgets failed loads', async () => {
    const cache = new LruCache<string, Promise<number>>(10);
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(loads);
    };
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    const failing = cache.getOrLoad('bad', () => Promise.reject(new Error('no')));
    await expect(failing).rejects.toThrow('no');
    expect(cache.get('bad')).toBeUndefined();
  });
});
