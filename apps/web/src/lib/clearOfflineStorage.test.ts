import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearOfflineStorage,
  OFFLINE_DATABASE,
  OFFLINE_PACKS_DIRECTORY,
} from './clearOfflineStorage.js';
import { registerOfflineStopper } from './offlineWork.js';

/** A stand-in for the browser's storage: CacheStorage, IndexedDB and the OPFS root. */
function fakeStorage({ packs = true, listable = true } = {}) {
  const cacheNames = new Set(['workbox-precache-v2-https://maps.test/', 'waymark-config', 'other']);
  const databases = new Set(['waymark-offline', 'markups-outbox']);
  const files = new Set(packs ? [OFFLINE_PACKS_DIRECTORY, 'elsewhere'] : ['elsewhere']);
  const removeEntry = vi.fn(async (name: string, options?: { recursive?: boolean }) => {
    if (!files.has(name)) throw new DOMException('gone', 'NotFoundError');
    expect(options).toEqual({ recursive: true });
    files.delete(name);
  });
  vi.stubGlobal('caches', {
    keys: async () => [...cacheNames],
    delete: async (name: string) => cacheNames.delete(name),
  });
  vi.stubGlobal('indexedDB', {
    ...(listable
      ? { databases: async () => [...databases].map((name) => ({ name, version: 1 })) }
      : {}),
    deleteDatabase: (name: string) => {
      const request: { onsuccess?: () => void; onerror?: () => void; onblocked?: () => void } = {};
      setTimeout(() => {
        databases.delete(name);
        request.onsuccess?.();
      });
      return request;
    },
  });
  setStorage({ getDirectory: async () => ({ removeEntry }) });
  return { cacheNames, databases, files, removeEntry };
}

// jsdom has no navigator.storage (the OPFS root's owner): one is put in for each test.
function setStorage(storage: object | undefined) {
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'storage');
});

describe('clearOfflineStorage', () => {
  it('removes the offline packs, the databases and the caches but the app shell’s', async () => {
    const storage = fakeStorage();
    expect(await clearOfflineStorage()).toEqual([]);
    expect([...storage.cacheNames]).toEqual(['workbox-precache-v2-https://maps.test/']);
    expect([...storage.databases]).toEqual([]);
    expect([...storage.files]).toEqual(['elsewhere']);
  });

  it('deletes the offline maps’ database where the browser cannot list databases', async () => {
    const storage = fakeStorage({ listable: false });
    await clearOfflineStorage();
    expect(storage.databases.has(OFFLINE_DATABASE)).toBe(false);
  });

  it('is content when nothing was ever stored', async () => {
    const storage = fakeStorage({ packs: false });
    expect(await clearOfflineStorage()).toEqual([]);
    expect(storage.removeEntry).toHaveBeenCalledWith(OFFLINE_PACKS_DIRECTORY, { recursive: true });
  });

  it('clears what it can and answers what it could not', async () => {
    const storage = fakeStorage();
    const busy = new DOMException('a download holds it', 'NoModificationAllowedError');
    storage.removeEntry.mockRejectedValueOnce(busy);
    expect(await clearOfflineStorage()).toEqual([busy]);
    expect(storage.cacheNames.size).toBe(1);
    expect(storage.databases.size).toBe(0);
  });

  it('does nothing where the browser has none of these stores', async () => {
    vi.stubGlobal('caches', undefined);
    vi.stubGlobal('indexedDB', undefined);
    setStorage(undefined);
    expect(await clearOfflineStorage()).toEqual([]);
  });

  it('stops the offline work first, and deletes only once every stopper is done', async () => {
    const storage = fakeStorage();
    const events: string[] = [];
    let finish!: () => void;
    const slow = registerOfflineStopper(
      () =>
        new Promise<void>((resolve) => {
          events.push('stopping');
          finish = () => {
            events.push('stopped');
            resolve();
          };
        }),
    );
    const failure = new Error('the worker is gone');
    const failing = registerOfflineStopper(() => Promise.reject(failure));
    storage.removeEntry.mockImplementationOnce(async () => {
      events.push('deleted');
    });
    const clearing = clearOfflineStorage();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Nothing deleted while a download may still write.
    expect(events).toEqual(['stopping']);
    expect(storage.databases.size).toBe(2);
    finish();
    // A stopper that failed is answered; the deletion goes on.
    expect(await clearing).toEqual([failure]);
    expect(events).toEqual(['stopping', 'stopped', 'deleted']);
    expect(storage.databases.size).toBe(0);
    slow();
    failing();
  });
});
