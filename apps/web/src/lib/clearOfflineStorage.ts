import { OFFLINE_DATABASE, OFFLINE_PACKS_DIRECTORY } from './offlineStorageNames.js';
import { stopOfflineWork } from './offlineWork.js';

export { OFFLINE_DATABASE, OFFLINE_PACKS_DIRECTORY };

/** The service worker's precache: the app's own files (no one's data), kept for the next user. */
const PRECACHE_PREFIX = 'workbox-precache';

/**
 * Removes what the app stored in the browser for the signed-in user: the offline maps (OPFS
 * files and IndexedDB), and every cache but the app shell's. Signing out calls it, so that the
 * next person on the device finds none of the previous user's (or organisation's) data. Each
 * What writes there is stopped first (lib/offlineWork: the downloads aborted, the writer
 * worker's queue drained, the database closed), and only then is anything deleted: a write
 * still on its way would otherwise bring the data back. Each kind is then cleared on its own:
 * one that fails leaves the others cleared; the failures are answered, not thrown.
 */
export async function clearOfflineStorage(): Promise<unknown[]> {
  const stopping = await stopOfflineWork();
  const results = await Promise.allSettled([clearCaches(), clearDatabases(), clearFiles()]);
  return [
    ...stopping,
    ...results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : [])),
  ];
}

async function clearCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => !name.startsWith(PRECACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}

async function clearDatabases(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  // Every database of the origin is the app's; the offline maps' one is named even where the
  // browser cannot list them.
  const listed =
    typeof indexedDB.databases === 'function' ? await indexedDB.databases().catch(() => []) : [];
  const names = new Set([OFFLINE_DATABASE, ...listed.flatMap((db) => (db.name ? [db.name] : []))]);
  await Promise.all([...names].map(deleteDatabase));
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`));
    // Another tab still has it open: the deletion completes once that tab lets go.
    request.onblocked = () => resolve();
  });
}

async function clearFiles(): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.storage?.getDirectory) return;
  const root = await navigator.storage.getDirectory();
  try {
    await root.removeEntry(OFFLINE_PACKS_DIRECTORY, { recursive: true });
  } catch (error) {
    // Nothing was ever downloaded.
    if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
  }
}
