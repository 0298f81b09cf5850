import { describe, expect, it } from 'vitest';
import { layerFingerprint, matchesETag, tileETag } from './tile-etag.js';

const layer = () => ({
  id: 7,
  organisation_id: 1,
  data_version: 3,
  sub_layers: ['Rails'],
  search_field: null,
  bounds: [-8, 53, -6, 54],
  zoom_min: 0,
  zoom_max: 22,
  raster_kind: null,
  relief: null,
});

describe('tile tags', () => {
  it('keeps the fingerprint offline packs were made with', () => {
    // Worked out by the tag's first form: sha256 of the fields with the address at -1.
    expect(layerFingerprint(layer(), 'pbf', '2024-05-01')).toBe('kvQ0pZWYTgw03Nrzq58bVF6UvLm');
  });

  it('tags each tile by its layer fingerprint and address', () => {
    const l = layer();
    const tag = tileETag(l, { z: 9, x: 153, y: 189 }, 'pbf');
    expect(tag).toBe(`"${layerFingerprint(l, 'pbf')}-9-153-189"`);
    expect(tileETag(l, { z: 9, x: 154, y: 189 }, 'pbf')).not.toBe(tag);
    expect(tileETag(l, { z: 9, x: 153, y: 189 }, 'png')).not.toBe(tag);
    expect(tileETag(l, { z: 9, x: 153, y: 189 }, 'pbf', '2024-05-01')).not.toBe(tag);
    expect(matchesETag(`W/${tag}, "other"`, tag)).toBe(true);
  });

  it('gives a layer read again after a change a new tag', () => {
    const before = layer();
    const tag = tileETag(before, { z: 9, x: 153, y: 189 }, 'pbf');
    for (const changed of [
      { ...before, data_version: 4 },
      { ...before, sub_layers: [] },
      { ...before, bounds: [-8, 53, -7, 54] },
      { ...before, zoom_max: 18 },
    ]) {
      expect(tileETag(changed, { z: 9, x: 153, y: 189 }, 'pbf')).not.toBe(tag);
    }
    expect(tileETag(layer(), { z: 9, x: 153, y: 189 }, 'pbf')).toBe(tag);
  });

  it('keeps a tag per style of a value raster', () => {
    const l = layer();
    const steep = tileETag(l, { z: 9, x: 1, y: 1 }, 'png', null, {
      ramp: 'viridis',
      range: [0, 9],
    });
    const flat = tileETag(l, { z: 9, x: 1, y: 1 }, 'png', null, { ramp: 'viridis', range: [0, 1] });
    expect(steep).not.toBe(flat);
    expect(tileETag(l, { z: 9, x: 1, y: 1 }, 'png', null, { ramp: 'viridis', range: [0, 9] })).toBe(
      steep,
    );
  });
});
