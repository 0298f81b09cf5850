import { describe, expect, it } from 'vitest';
import { OpfsSource } from './opfsSource.js';

const bytes = Uint8Array.from({ length: 300 }, (_, i) => i % 256);

describe('OpfsSource', () => {
  it('answers exactly the byte range asked for, read from the stored file', async () => {
    const source = new OpfsSource('waymark-packs/9/4-vector.pmtiles', new Blob([bytes]));
    const range = await source.getBytes(10, 5);
    expect([...new Uint8Array(range.data)]).toEqual([10, 11, 12, 13, 14]);
    const tail = await source.getBytes(290, 127);
    expect([...new Uint8Array(tail.data)]).toEqual([34, 35, 36, 37, 38, 39, 40, 41, 42, 43]);
  });

  it('is known to the PMTiles protocol by its path', () => {
    expect(new OpfsSource('waymark-packs/9/4-vector.pmtiles', new Blob()).getKey()).toBe(
      'waymark-packs/9/4-vector.pmtiles',
    );
  });

  it('reads nothing once its request is given up', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      new OpfsSource('k', new Blob([bytes])).getBytes(0, 4, controller.signal),
    ).rejects.toBeDefined();
  });
});
