import type { MapRead } from '@waymark/contract';
import type { PackRead, PackRequest } from '@waymark/contract/pack';
import { deletePack, fetchPack } from '../../../entities/pack/packCalls.js';
import { closeOfflineDb } from '../../../entities/pack/storage/offlineDb.js';
import { isSameOwner, ownerKey, type PackOwner } from '../../../entities/pack/storage/packOwner.js';
import { choosePackFiles, settlePackFiles } from '../../../entities/pack/storage/packFiles.js';
import { askPersistentStorage } from '../../../entities/pack/storage/storageUse.js';
import { filesOfPack, type StoredPack } from '../../../entities/pack/storage/storedPack.js';
import { storedPacks } from '../../../entities/pack/storage/storedPacks.js';
import { reportError } from '../../../lib/errorReporting.js';
import { registerOfflineStopper } from '../../../lib/offlineWork.js';
import { withLock } from '../../../lib/withLock.js';
import { downloadPack } from './downloadPack.js';
import { forgetRecord, offlineStore, setLive, showRecord } from './offlineStore.js';

/** The downloads running in this page, by pack id, each with its end. */
const running = new Map<number, { controller: AbortController; done: Promise<void> }>();

/** The lock of a pack's download across the app's tabs: one tab downloads it at a time. */
export const packLockName = (packId: number) => `waymark-pack-${packId}`;

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

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Removes a pack's files and record; with `server`, the pack on the server too (when the
 * network is there and the pack may be deleted by this user), so that its archives do not
 * stay there for nobody. Offline, only the browser's copy goes.
 */
async function removePack(stored: StoredPack, server: boolean): Promise<void> {
  const download = running.get(stored.packId);
  running.delete(stored.packId);
  download?.controller.abort();
  await download?.done;
  await (await choosePackFiles(stored.backend)).removePack(stored.packId);
  await storedPacks().remove(stored.packId);
  forgetRecord(stored.packId);
  if (server && isOnline() && stored.pack.abilities.delete) {
    // The copy is gone from the browser whatever the server answers (it may be gone already).
    await deletePack(stored.packId).catch((error: unknown) => reportError(error));
  }
}

/** Once a pack is stored (a first download, or an update), the map's older copies go. */
async function dropOlderCopies(stored: StoredPack): Promise<void> {
  const others = (await storedPacks().all()).filter(
    (other) =>
      other.mapId === stored.mapId &&
      other.packId !== stored.packId &&
      stored.owner !== undefined &&
      isSameOwner(other.owner, stored.owner),
  );
  for (const other of others) await removePack(other, true);
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Runs (or goes on with) a pack's download, once per page, and in one tab at a time (the lock
 * waymark-pack-<id>: another tab's download of it ends first, and this one then finds it done).
 */
export function runDownload(packId: number, backend?: StoredPack['backend']): void {
  if (running.has(packId)) return;
  const controller = new AbortController();
  const done = withLock(packLockName(packId), controller.signal, async () => {
    const files = await choosePackFiles(backend);
    return downloadPack(packId, {
      records: storedPacks(),
      files,
      fetchPack,
      signal: controller.signal,
      onRecord: showRecord,
      onLive: (live) => setLive(packId, live),
      wait,
      report: reportError,
    });
  })
    .then(async (stored) => {
      if (stored) showRecord(stored);
      if (stored?.storedAt && !controller.signal.aborted) await dropOlderCopies(stored);
    })
    .catch((error: unknown) => {
      if (isAbort(error) || controller.signal.aborted) return;
      // Its own words go to the report; the user is told plainly (problemText).
      reportError(error);
      setLive(packId, { phase: 'failed', problem: { kind: 'storage' } });
    })
    .finally(() => {
      if (running.get(packId)?.controller === controller) running.delete(packId);
    });
  running.set(packId, { controller, done });
}

/** Starts downloading a pack just made (or reused) for a map, with what the map needs offline. */
export async function startPackDownload(
  map: MapRead,
  pack: PackRead,
  request: PackRequest,
  owner: PackOwner,
): Promise<void> {
  const files = await choosePackFiles();
  const stored: StoredPack = {
    packId: pack.id,
    mapId: map.id,
    owner,
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
  await storedPacks().put(known ? { ...known, owner, map: stored.map, request } : stored);
  showRecord((await storedPacks().get(pack.id))!);
  void askPersistentStorage();
  runDownload(pack.id, files.backend);
}

/**
 * Removes every copy of a map this owner keeps in the browser ('Remove'): from the server too
 * when online (see removePack).
 */
export async function removeStoredMap(mapId: number, owner: PackOwner): Promise<void> {
  for (const stored of await storedPacks().all())
    if (stored.mapId === mapId && isSameOwner(stored.owner, owner)) await removePack(stored, true);
}

/**
 * Removes the copies of anyone but `owner` (another person signed in on this device, or a
 * record from before owners were kept): their records and their files, never shown.
 */
export async function removeOthersCopies(owner: PackOwner): Promise<void> {
  for (const stored of await storedPacks().all())
    if (!isSameOwner(stored.owner, owner)) await removePack(stored, false);
}

let loaded: { key: string; done: Promise<void> } | null = null;

/**
 * Reads the owner's records once per page and goes on with every download of theirs a reload
 * (or the network) cut short: the progress bar comes back where it was and moves on. Another
 * person's records are neither shown nor resumed.
 */
export function loadOfflineRecords(owner: PackOwner): Promise<void> {
  const key = ownerKey(owner);
  if (loaded?.key === key) return loaded.done;
  offlineStore.set({ records: null, live: {} });
  const done = storedPacks()
    .all()
    .then((all) => {
      if (loaded?.key !== key) return;
      const records = all.filter((stored) => isSameOwner(stored.owner, owner));
      offlineStore.set((state) => ({ ...state, records }));
      for (const stored of records)
        if (stored.storedAt === null) runDownload(stored.packId, stored.backend);
    })
    .catch(() => {
      // No IndexedDB (a private window may refuse it): nothing stored, nothing to resume.
      if (loaded?.key === key) offlineStore.set((state) => ({ ...state, records: [] }));
    });
  loaded = { key, done };
  return done;
}

/**
 * Stops every download and waits for their ends, lets the writer worker's queue drain and
 * closes the database, and forgets the records read: signing out deletes the stored data next
 * (lib/clearOfflineStorage awaits this first), and a write still on its way would bring it
 * back for the next user.
 */
export async function stopOfflineDownloads(): Promise<void> {
  const downloads = [...running.values()];
  running.clear();
  for (const download of downloads) download.controller.abort();
  loaded = null;
  offlineStore.set({ records: null, live: {} });
  await Promise.allSettled(downloads.map((download) => download.done));
  await settlePackFiles();
  await closeOfflineDb();
}

registerOfflineStopper(stopOfflineDownloads);
