import { committed, offlineDb, PACK_CHUNKS_STORE, requested } from './offlineDb.js';
import type { PackFiles } from './packFiles.js';
import { PACKS_DIR } from './storedPack.js';

/** Every chunk key of one path: [path, offset] for any offset. */
const chunksOf = (path: string) => IDBKeyRange.bound([path, 0], [path, Number.MAX_SAFE_INTEGER]);

/** Every chunk key of one pack: paths under waymark-packs/<packId>/. */
const chunksOfPack = (packId: number) =>
  IDBKeyRange.bound(
    [`${PACKS_DIR}/${packId}/`, 0],
    [`${PACKS_DIR}/${packId}/\uffff`, Number.MAX_SAFE_INTEGER],
  );

/**
 * The archives as IndexedDB blobs, one per downloaded range, where the browser has no OPFS. A
 * file is read back as one Blob of its ranges in order (Blob.slice reads only what it needs).
 */
export function idbPackFiles(): PackFiles {
  return {
    backend: 'idb',
    async write(path, offset, data) {
      const transaction = (await offlineDb()).transaction(PACK_CHUNKS_STORE, 'readwrite');
      transaction.objectStore(PACK_CHUNKS_STORE).put(new Blob([data.slice()]), [path, offset]);
      await committed(transaction);
    },
    async size(path) {
      const blob = await this.read(path);
      return blob.size;
    },
    async read(path) {
      const transaction = (await offlineDb()).transaction(PACK_CHUNKS_STORE, 'readonly');
      const chunks = await requested(
        transaction.objectStore(PACK_CHUNKS_STORE).getAll(chunksOf(path)) as IDBRequest<Blob[]>,
      );
      // Keys sort by offset within a path: the ranges come in order.
      return new Blob(chunks);
    },
    async removeFile(path) {
      const transaction = (await offlineDb()).transaction(PACK_CHUNKS_STORE, 'readwrite');
      transaction.objectStore(PACK_CHUNKS_STORE).delete(chunksOf(path));
      await committed(transaction);
    },
    async removePack(packId) {
      const transaction = (await offlineDb()).transaction(PACK_CHUNKS_STORE, 'readwrite');
      transaction.objectStore(PACK_CHUNKS_STORE).delete(chunksOfPack(packId));
      await committed(transaction);
    },
  };
}
