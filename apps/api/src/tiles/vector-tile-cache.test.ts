import { describe, expect, it } from 'vitest';
import type { VectorTileQuery } from '../repositories/vector-tile.repository.js';
import { CachedVectorTiles } from './vector-tile-cache.js';

const QUERY: VectorTileQuery = {
  layerId: 7,
  z: 12,
  x: 654,
  y: 1517,
  subLayers: null,
  clip: null,
  simplify: 2.4,
  surveyDate: null,
};

/** A tile source that counts its calls and answers bytes naming what it was asked. */
function countingSource(fail = false) {
  const calls: string[] = [];
  return {
    calls,
    async tile(query: VectorTileQuery, dataVersion: number) {
      calls.push(`${query.z}/${query.x}/${query.y}@${dataVersion}`);
      if (fail) throw new Error('database away');
      return Buffer.from(`${query.layerId}:${dataVersion}:${query.z}/${query.x}/${query.y}`);
    },
  };
}

describe('CachedVectorTiles', () => {
  it('answers a tile asked again from memory, and a tile being made once for all who wait', async () => {
    const source = countingSource();
    const lookups: boolean[] = [];
    const cache = new CachedVectorTiles(source, 1024 ** 2, (hit) => lookups.push(hit));
    const [a, b] = await Promise.all([cache.tile(QUERY, 3), cache.tile(QUERY, 3)]);
    const c = await cache.tile(QUERY, 3);
    expect(source.calls).toEqual(['12/654/1517@3']);
    expect(a.equals(b) && a.equals(c)).toBe(true);
    expect(lookups).toEqual([false, true, true]);
  });

  it('keeps empty tiles too', async () => {
    const empty = { calls: 0, tile: async () => (empty.calls++, Buffer.alloc(0)) };
    const cache = new CachedVectorTiles(empty, 1024 ** 2);
    await cache.tile(QUERY, 1);
    expect((await cache.tile(QUERY, 1)).length).toBe(0);
    expect(empty.calls).toBe(1);
  });

  it('asks again for another data version, sub-layers, clip, survey date or address', async () => {
    const source = countingSource();
    const cache = new CachedVectorTiles(source, 1024 ** 2);
    await cache.tile(QUERY, 3);
    await cache.tile(QUERY, 4);
    await cache.tile({ ...QUERY, subLayers: ['Walls'] }, 3);
    await cache.tile({ ...QUERY, clip: { minX: 0, minY: 0, maxX: 1, maxY: 1 } }, 3);
    await cache.tile({ ...QUERY, surveyDate: '2023-05-01' }, 3);
    await cache.tile({ ...QUERY, y: 1518 }, 3);
    expect(source.calls).toHaveLength(6);
  });

  it('keeps no failure: the next request asks again', async () => {
    const source = countingSource(true);
    const cache = new CachedVectorTiles(source, 1024 ** 2);
    await expect(cache.tile(QUERY, 3)).rejects.toThrow('database away');
    await expect(cache.tile(QUERY, 3)).rejects.toThrow('database away');
    expect(source.calls).toHaveLength(2);
  });

  it('keeps no more bytes than it may, the least recently used going first', async () => {
    const source = countingSource();
    // Room for about two tiles with their overhead.
    const cache = new CachedVectorTiles(source, 600);
    await cache.tile(QUERY, 1);
    await cache.tile({ ...QUERY, x: 655 }, 1);
    await cache.tile({ ...QUERY, x: 656 }, 1);
    await cache.tile(QUERY, 1);
    expect(source.calls).toEqual([
      '12/654/1517@1',
      '12/655/1517@1',
      '12/656/1517@1',
      '12/654/1517@1',
    ]);
  });

  it('keeps nothing with a budget of 0', async () => {
    const source = countingSource();
    const cache = new CachedVectorTiles(source, 0);
    await cache.tile(QUERY, 1);
    await cache.tile(QUERY, 1);
    expect(source.calls).toHaveLength(2);
  });
});
