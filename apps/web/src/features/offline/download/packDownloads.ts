import type { MapRead } from '@waymark/contract';
import type { PackRead, PackRequest } from '@waymark/contract/pack';
import { fetchPack } from '../../../entities/pack/packCalls.js';
import { choosePackFiles } from '../../../entities/pack/storage/packFiles.js';
import { askPersistentStorage } from '../../../entities/pack/storage/storageUse.js';
import { filesOfPack, type StoredPack } from '../../../entities/pack/storage/storedPack.js';
import { storedPacks } from '../../../entities/pack/storage/storedPacks.js';
import { downloadPack } from './downloadPack.js';
import { forgetRecord, offlineStore, setLive, showRecord } from './offlineStore.js';

/** The downloads running in this page, by pack id. */
const running = new Map<number, AbortController>();

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', aborted);
      resolve();
    };
    const aborted = () => {
      done();
      reject(new DOMException('aborted', 'AbortError'));
    };
    const timer = setTimeout(done, ms);
    // The network back: no need to wait the whole time.
    window.addEventListener('online', done);
    signal.addEventListener('abort', aborted);
  });
}

/** The map's read as the server gave it, without what the client adds to it. */
function serverRead(map: MapRead): MapRead {
  const copy: MapRead & { uiLayerStatus?: unknown; lastModified?: unknown } = { ...map };
  delete copy.uiLayerStatus;
  delete copy.lastModified;
  return copy;
}

/** Removes a pack's files and record. */
async function removePack(stored: StoredPack): Promise<void> {
  running.get(stored.packId)?.abort();
  running.delete(stored.packId);
  await (await choosePackFiles(stored.backend)).removePack(stored.packId);
  await storedPacks().remove(stored.packId);
  forgetRecord(stored.packId);
}

/** Once a pack is stored, the map's older copies go. */
async function dropOlderCopies(stored: StoredPack): Promise<void> {
  const others = (await storedPacks().all()).filter(
    (other) => other.mapId === stored.mapId && other.packId !== stored.packId,
  );
  for (const other of others) await removePack(other);
}

/** Runs (or goes on with) a pack's download, once per page. */
export function runDownload(packId: number, backend?: StoredPack['backend']): void {
  if (running.has(packId)) return;
  const controller = new AbortController();
  running.set(packId, controller);
  void choosePackFiles(backend)
    .then((files) =>
      downloadPack(packId, {
        records: storedPacks(),
        files,
        fetchPack,
        signal: controller.signal,
        onRecord: showRecord,
        onLive: (live) => setLive(packId, live),
        wait,
      }),
    )
    .then(async (stored) => {
      if (stored?.storedAt) await dropOlderCopies(stored);
    })
    .catch((error: unknown) => {
      setLive(packId, {
        phase: 'failed',
        problem: {
          kind: 'storage',
          message: error instanceof Error ? error.message : String(error),
        },
      });
    })
    .finally(() => {
      if (running.get(packId) === controller) running.delete(packId);
    });
}

/** Starts downloading a pack just made (or reused) for a map, with what the map needs offline. */
export async function startPackDownload(
  map: MapRead,
  pack: PackRead,
  request: PackRequest,
): Promise<void> {
  const files = await choosePackFiles();
  const stored: StoredPack = {
    packId: pack.id,
    mapId: map.id,
    map: serverRead(map),
    pack,
    request,
    files: filesOfPack(pack),
    backend: files.backend,
    startedAt: new Date().toISOString(),
    storedAt: null,
  };
  const known = await storedPacks().get(pack.id);
  // The same pack again (reused by the server): what is downloaded of it stays.
  await storedPacks().put(known ? { ...known, map: stored.map, request } : stored);
  showRecord((await storedPacks().get(pack.id))!);
  void askPersistentStorage();
  runDownload(pack.id, files.backend);
}

/** Removes every copy of a map kept in the browser. */
export async function removeStoredMap(mapId: number): Promise<void> {
  for (const stored of await storedPacks().all())
    if (stored.mapId === mapId) await removePack(stored);
}

let loaded: Promise<void> | null = null;

/**
 * Reads the records once per page and goes on with every download a reload (or the network)
 * cut short: the progress bar comes back where it was and moves on.
 */
export function loadOfflineRecords(): Promise<void> {
  loaded ??= storedPacks()
    .all()
    .then((records) => {
      offlineStore.set((state) => ({ ...state, records }));
      for (const stored of records)
        if (stored.storedAt === null) runDownload(stored.packId, stored.backend);
    })
    .catch(() => {
      // No IndexedDB (a private window may refuse it): nothing stored, nothing to resume.
      offlineStore.set((state) => ({ ...state, records: [] }));
    });
  return loaded;
}

/**
 * Stops every download and forgets the records read (signing out: the stored data is deleted
 * with the database, and a download going on would write it again for the next user).
 */
export function stopOfflineWork(): void {
  for (const controller of running.values()) controller.abort();
  running.clear();
  loaded = null;
  offlineStore.set({ records: null, live: {} });
}
