/**
 * The names of what the app keeps in the browser for offline use, defined once: the packs'
 * code (entities/pack/storage) writes there, signing out (lib/clearOfflineStorage) deletes it.
 */

/** The offline maps' IndexedDB database (downloads in progress, the list of stored maps). */
export const OFFLINE_DATABASE = 'waymark-offline';

/** The OPFS folder (or IndexedDB path prefix) of every downloaded archive. */
export const OFFLINE_PACKS_DIRECTORY = 'waymark-packs';
