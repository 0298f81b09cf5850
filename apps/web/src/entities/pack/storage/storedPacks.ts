import { idbTable, PACKS_STORE } from './offlineDb.js';
import type { RecordTable } from './recordTable.js';
import { isPackComplete, type StoredPack } from './storedPack.js';

/** The downloaded packs' records (IndexedDB `waymark-offline`, store `packs`). */
export interface StoredPacks {
  all(): Promise<StoredPack[]>;
  get(packId: number): Promise<StoredPack | undefined>;
  put(stored: StoredPack): Promise<void>;
  remove(packId: number): Promise<void>;
  /**
   * Records how far one archive is written (after its bytes are flushed): a reload resumes from
   * here. Marks the pack stored, with the time, when its last archive is complete.
   */
  setProgress(
    packId: number,
    path: string,
    done: number,
    bytes: number | null,
  ): Promise<StoredPack | undefined>;
}

export function storedPacksOver(
  table: RecordTable<StoredPack>,
  now = () => new Date(),
): StoredPacks {
  return {
    all: () => table.all(),
    get: (packId) => table.get(packId),
    put: (stored) => table.put(stored),
    remove: (packId) => table.delete(packId),
    async setProgress(packId, path, done, bytes) {
      const stored = await table.get(packId);
      if (!stored) return undefined;
      const files = stored.files.map((file) =>
        file.path === path ? { ...file, done, bytes: bytes ?? file.bytes } : file,
      );
      const complete = isPackComplete(files);
      const next: StoredPack = {
        ...stored,
        files,
        storedAt: complete ? (stored.storedAt ?? now().toISOString()) : null,
      };
      await table.put(next);
      return next;
    },
  };
}

let shared: StoredPacks | null = null;

/** The app's records, in IndexedDB. */
export function storedPacks(): StoredPacks {
  shared ??= storedPacksOver(idbTable<StoredPack>(PACKS_STORE));
  return shared;
}
