import type { PackRead } from '@waymark/contract/pack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as OfflineDb from '../../../entities/pack/storage/offlineDb.js';
import type * as PackFiles from '../../../entities/pack/storage/packFiles.js';
import type { PackOwner } from '../../../entities/pack/storage/packOwner.js';
import type * as StoredPacksModule from '../../../entities/pack/storage/storedPacks.js';
import type { StoredPacks } from '../../../entities/pack/storage/storedPacks.js';
import { filesOfPack, type StoredPack } from '../../../entities/pack/storage/storedPack.js';
import { stopOfflineWork } from '../../../lib/offlineWork.js';
import { map } from '../../../test/fixtures.js';
import { mockApi } from '../../../test/mockApi.js';
import { packRead } from '../../../test/packFixtures.js';
import { offlineStore } from './offlineStore.js';
import type { memoryPackFiles } from './testPackFiles.js';
import {
  loadOfflineRecords,
  removeOthersCopies,
  removeStoredMap,
  stopOfflineDownloads,
} from './packDownloads.js';

// jsdom has neither IndexedDB nor OPFS: the records and files are kept in memory.
const memory = vi.hoisted(() => ({
  records: null as unknown,
  files: null as unknown,
  settled: 0,
  closed: 0,
}));

vi.mock('../../../entities/pack/storage/storedPacks.js', async (original) => {
  const actual = await original<typeof StoredPacksModule>();
  const { memoryTable } = await import('../../../entities/pack/storage/recordTable.js');
  memory.records = actual.storedPacksOver(memoryTable<StoredPack>((s) => s.packId));
  return { ...actual, storedPacks: () => memory.records };
});
vi.mock('../../../entities/pack/storage/packFiles.js', async (original) => {
  const actual = await original<typeof PackFiles>();
  const { memoryPackFiles } = await import('./testPackFiles.js');
  memory.files = memoryPackFiles();
  return {
    ...actual,
    choosePackFiles: () => Promise.resolve(memory.files),
    settlePackFiles: () => {
      memory.settled += 1;
      return Promise.resolve();
    },
  };
});
vi.mock('../../../entities/pack/storage/offlineDb.js', async (original) => ({
  ...(await original<typeof OfflineDb>()),
  closeOfflineDb: () => {
    memory.closed += 1;
    return Promise.resolve();
  },
}));

type Files = ReturnType<typeof memoryPackFiles>;
const records = () => memory.records as StoredPacks;
const files = () => memory.files as Files;

const ANN: PackOwner = { user: 1, share: null, host: 'localhost:3000', organisation: 2 };
const BOB: PackOwner = { user: 2, share: null, host: 'localhost:3000', organisation: 2 };

const pack = (id: number, deletable = true): PackRead =>
  packRead({ id, abilities: { view: true, delete: deletable } });

/** A complete copy of pack `id`, `owner`'s (none: a record from before owners were kept). */
async function keep(id: number, owner: PackOwner | undefined, deletable = true) {
  const read = pack(id, deletable);
  const stored: StoredPack = {
    packId: id,
    mapId: 3,
    ...(owner ? { owner } : {}),
    map: map({ id: 3 }),
    pack: read,
    request: { bbox: null, zoom_min: 14, zoom_max: 15, attachments: false },
    files: filesOfPack(read).map((file) => ({ ...file, done: 100 })),
    backend: 'idb',
    startedAt: '2026-11-29T10:00:00Z',
    storedAt: '2026-11-29T10:05:00Z',
  };
  await records().put(stored);
  await files().write(stored.files[0]!.path, 0, new Uint8Array(100));
  return stored;
}

const onLine = (value: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value, configurable: true });

beforeEach(async () => {
  for (const stored of await records().all()) await records().remove(stored.packId);
  onLine(true);
});

afterEach(async () => {
  await stopOfflineDownloads();
  vi.unstubAllGlobals();
  onLine(true);
});

describe('pack downloads', () => {
  it('Remove takes the owner’s copy from the browser and, online, the pack from the server', async () => {
    const { requests } = mockApi({ 'DELETE /api/packs/9/': { status: 204 } });
    const mine = await keep(9, ANN);
    const bobs = await keep(10, BOB);
    await removeStoredMap(3, ANN);
    expect(await records().get(9)).toBeUndefined();
    expect(files().bytes(mine.files[0]!.path)).toEqual(new Uint8Array());
    // Bob's copy of the same map is not Ann's to remove.
    expect(await records().get(10)).toBeDefined();
    expect(files().bytes(bobs.files[0]!.path)).toHaveLength(100);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/packs/9/']);
  });

  it('Remove offline, or of a pack the user may not delete, only frees the browser', async () => {
    const { requests } = mockApi({});
    await keep(9, ANN);
    onLine(false);
    await removeStoredMap(3, ANN);
    await keep(11, ANN, false);
    onLine(true);
    await removeStoredMap(3, ANN);
    expect(await records().all()).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('lists and resumes only the session’s copies, and removes everyone else’s', async () => {
    const { requests } = mockApi({});
    await keep(9, ANN);
    const bobs = await keep(10, BOB);
    const nobodys = await keep(11, undefined);
    await loadOfflineRecords(ANN);
    expect(offlineStore.get().records?.map((r) => r.packId)).toEqual([9]);
    await removeOthersCopies(ANN);
    expect((await records().all()).map((r) => r.packId)).toEqual([9]);
    expect(files().bytes(bobs.files[0]!.path)).toEqual(new Uint8Array());
    expect(files().bytes(nobodys.files[0]!.path)).toEqual(new Uint8Array());
    // Another person's pack on the server is not this session's to delete.
    expect(requests).toEqual([]);
  });

  it('signing out stops the downloads, lets the writer drain and closes the database first', async () => {
    await keep(9, ANN);
    await loadOfflineRecords(ANN);
    const settled = memory.settled;
    const closed = memory.closed;
    expect(await stopOfflineWork()).toEqual([]);
    expect(memory.settled).toBe(settled + 1);
    expect(memory.closed).toBe(closed + 1);
    expect(offlineStore.get().records).toBeNull();
  });
});
