import { OFFLINE_DATABASE } from '../../../lib/offlineStorageNames.js';
import type { RecordTable } from './recordTable.js';

/**
 * The browser database of what the app keeps for offline use. Signing out deletes it whole
 * (with the OPFS folder of the packs' archives), so nothing of one user is left for the next.
 */
export const OFFLINE_DB = OFFLINE_DATABASE;

/** Downloaded packs (the map's read, its pack, each archive's bytes done), by pack id. */
export const PACKS_STORE = 'packs';
/** The archives' bytes where the browser has no OPFS: blobs keyed [path, offset]. */
export const PACK_CHUNKS_STORE = 'packChunks';
/** Markup changes made offline, waiting to be sent (entities/markup/outbox), by `seq`. */
export const MARKUP_OUTBOX_STORE = 'markupOutbox';

const STORES: Record<string, IDBObjectStoreParameters> = {
  [PACKS_STORE]: { keyPath: 'packId' },
  [PACK_CHUNKS_STORE]: {},
  [MARKUP_OUTBOX_STORE]: { keyPath: 'seq' },
};

/** An IndexedDB request as a promise. */
export function requested<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** A transaction's end: its writes are on disk (or its error, e.g. QuotaExceededError). */
export function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
}

function open(version?: number): Promise<IDBDatabase> {
  const request = indexedDB.open(OFFLINE_DB, version);
  // Other parts of the app keep stores of their own in the same database: each adds what it
  // lacks, one version up, and never removes another's.
  request.onupgradeneeded = () => {
    const db = request.result;
    for (const [name, options] of Object.entries(STORES)) {
      if (!db.objectStoreNames.contains(name)) db.createObjectStore(name, options);
    }
  };
  return requested(request);
}

let opening: Promise<IDBDatabase> | null = null;

async function openWithStores(): Promise<IDBDatabase> {
  let db = await open();
  if (Object.keys(STORES).some((name) => !db.objectStoreNames.contains(name))) {
    const next = db.version + 1;
    db.close();
    db = await open(next);
  }
  // Another tab (or the shell) upgrading, or sign-out deleting the database: let it.
  db.onversionchange = () => {
    db.close();
    opening = null;
  };
  db.onclose = () => {
    opening = null;
  };
  return db;
}

/** The database, with the packs' stores, opened once and shared. */
export function offlineDb(): Promise<IDBDatabase> {
  opening ??= openWithStores().catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/**
 * Closes the shared connection, once what it is doing is done (signing out: the database is
 * deleted next, and an open connection would hold that up). The next use opens it again.
 */
export async function closeOfflineDb(): Promise<void> {
  const current = opening;
  opening = null;
  const db = await current?.catch(() => null);
  db?.close();
}

/** A store of `offlineDb` as a RecordTable (in-line keys). */
export function idbTable<T, K extends IDBValidKey = number>(store: string): RecordTable<T, K> {
  const run = async <R>(mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest<R>) => {
    const transaction = (await offlineDb()).transaction(store, mode);
    const result = requested(act(transaction.objectStore(store)));
    await committed(transaction);
    return result;
  };
  return {
    get: (key) => run('readonly', (s) => s.get(key) as IDBRequest<T | undefined>),
    all: () => run('readonly', (s) => s.getAll() as IDBRequest<T[]>),
    put: async (value) => {
      await run('readwrite', (s) => s.put(value));
    },
    delete: async (key) => {
      await run('readwrite', (s) => s.delete(key));
    },
  };
}
