import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

const ARCHIVE = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'natural-earth-50m.pmtiles'),
);

describe('the offline background archive', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is fetched whole once and served as a pmtiles:// source; a failed fetch is tried again', async () => {
    // Fresh modules: no archive loaded or refused by an earlier file in this worker.
    vi.resetModules();
    const { loadNaturalEarth } = await import('./naturalEarth.js');
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockImplementation(() => Promise.resolve(new Response(ARCHIVE)));

    await expect(loadNaturalEarth()).rejects.toThrow('503');
    const url = await loadNaturalEarth();
    expect(url).toBe('pmtiles://natural-earth-50m');
    expect(await loadNaturalEarth()).toBe(url);
    expect(fetched).toHaveBeenCalledTimes(2);

    // MapLibre reads the source through the protocol, out of the fetched bytes.
    const { pmtilesProtocol } = await import('../pack/pmtilesProtocol.js');
    const archive = pmtilesProtocol().get('natural-earth-50m');
    expect((await archive?.getHeader())?.maxZoom).toBe(6);
    expect((await archive?.getZxy(0, 0, 0))?.data.byteLength).toBeGreaterThan(1000);
  });
});
