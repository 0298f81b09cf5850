import type * as OpfsPackFiles from './opfsPackFiles.js';
import type { PackFileBackend } from './storedPack.js';

/** Where the archives' bytes are written and read back, by path (waymark-packs/<pack>/<file>). */
export interface PackFiles {
  readonly backend: PackFileBackend;
  /** Writes `data` at `offset` and flushes it: once this resolves, the bytes survive a reload. */
  write(path: string, offset: number, data: Uint8Array): Promise<void>;
  /** How many bytes of the file are there (0 for none). */
  size(path: string): Promise<number>;
  /** The whole file, to be read in ranges. */
  read(path: string): Promise<Blob>;
  /** Removes one file (an archive the pack no longer has); none there is fine. */
  removeFile(path: string): Promise<void>;
  /** Removes every file of a pack (its folder). */
  removePack(packId: number): Promise<void>;
}

/** A storage error whose name tells it (QuotaExceededError above all), across the worker boundary. */
export class PackStorageError extends Error {
  constructor(
    readonly errorName: string,
    message: string,
  ) {
    super(message);
    this.name = errorName;
  }
}

/** The browser ran out of the room it gives this site. */
export function isQuotaError(error: unknown): boolean {
  // A DOMException from IndexedDB or OPFS, or our PackStorageError from the writer worker.
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'QuotaExceededError'
  );
}

/** Whether this browser has the origin private file system. */
export function hasOpfs(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.storage?.getDirectory === 'function';
}

let opfsModule: typeof OpfsPackFiles | null = null;

/** OPFS where the browser has it, else IndexedDB blobs. */
export async function choosePackFiles(preferred?: PackFileBackend): Promise<PackFiles> {
  if (preferred !== 'idb' && hasOpfs()) {
    opfsModule ??= await import('./opfsPackFiles.js');
    return opfsModule.opfsPackFiles();
  }
  const { idbPackFiles } = await import('./idbPackFiles.js');
  return idbPackFiles();
}

/**
 * Waits for every write asked of the OPFS writer worker to be done (or failed), then lets the
 * worker go: nothing is written after this resolves (signing out deletes the files next).
 */
export async function settlePackFiles(): Promise<void> {
  await opfsModule?.stopWriter();
}
