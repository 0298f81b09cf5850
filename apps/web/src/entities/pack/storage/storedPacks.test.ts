import type { PackRead } from '@waymark/contract/pack';
import { describe, expect, it } from 'vitest';
import { map } from '../../../test/fixtures.js';
import { packArchive, packRead } from '../../../test/packFixtures.js';
import { memoryTable } from './recordTable.js';
import {
  downloadingPack,
  filesOfPack,
  openablePack,
  packBytes,
  type StoredPack,
} from './storedPack.js';
import { storedPacksOver } from './storedPacks.js';

const pack = (id: number): PackRead =>
  packRead({ id }, [
    packArchive({ tiles: 5, bytes: 1000 }),
    packArchive({ layer: 5, name: 'Orthophoto', kind: 'raster', tiles: 5, bytes: 500, url: '/b' }),
  ]);

const stored = (id: number, storedAt: string | null = null): StoredPack => ({
  packId: id,
  mapId: 3,
  map: map({ id: 3 }),
  pack: pack(id),
  request: { bbox: null, zoom_min: 14, zoom_max: 15, attachments: false },
  files: filesOfPack(pack(id)),
  backend: 'opfs',
  startedAt: '2026-11-29T10:00:00Z',
  storedAt,
});

describe('stored packs', () => {
  it('name each archive waymark-packs/<pack>/<layer>-<kind>.pmtiles', () => {
    expect(filesOfPack(pack(9)).map((f) => f.path)).toEqual([
      'waymark-packs/9/4-vector.pmtiles',
      'waymark-packs/9/5-raster.pmtiles',
    ]);
  });

  it('keep each archive’s bytes done, and the time once the last is complete', async () => {
    const records = storedPacksOver(
      memoryTable<StoredPack>((s) => s.packId),
      () => new Date('2026-11-29T12:00:00Z'),
    );
    await records.put(stored(9));
    const half = await records.setProgress(9, 'waymark-packs/9/4-vector.pmtiles', 1000, 1000);
    expect(half?.storedAt).toBeNull();
    expect(packBytes(half!)).toEqual({ done: 1000, total: 1500 });
    const whole = await records.setProgress(9, 'waymark-packs/9/5-raster.pmtiles', 500, 500);
    expect(whole?.storedAt).toBe('2026-11-29T12:00:00.000Z');
    // Read back as a reload would.
    expect((await records.get(9))?.files.map((f) => f.done)).toEqual([1000, 500]);
  });

  it('open a map from its latest complete pack; another still downloading is told apart', () => {
    const all = [stored(7, '2026-11-01T00:00:00Z'), stored(8, '2026-11-20T00:00:00Z'), stored(9)];
    expect(openablePack(all, 3)?.packId).toBe(8);
    expect(downloadingPack(all, 3)?.packId).toBe(9);
    expect(openablePack(all, 4)).toBeNull();
  });
});
