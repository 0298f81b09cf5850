import type { StoredPack } from '../../../entities/pack/storage/storedPack.js';
import { createStore, useStore } from '../../../lib/createStore.js';

/** Why a download stopped before its end. */
export type DownloadProblem =
  | { kind: 'quota' }
  | { kind: 'network' }
  | { kind: 'archive'; status: number }
  | { kind: 'pack' }
  /** The pack has no archive left (its layers removed since): nothing to draw offline. */
  | { kind: 'empty' }
  /** The browser's storage failed otherwise (its own message goes to the error report). */
  | { kind: 'storage' };

/** What a download is doing now (not stored: a reload starts from the records). */
export interface LiveDownload {
  phase: 'building' | 'downloading' | 'paused' | 'failed';
  problem: DownloadProblem | null;
}

export interface OfflineState {
  /** Null until the records are read from IndexedDB. */
  records: readonly StoredPack[] | null;
  live: Readonly<Record<number, LiveDownload>>;
}

export const offlineStore = createStore<OfflineState>({ records: null, live: {} });

/** Puts a record in (or replaces it), as IndexedDB now has it. */
export function showRecord(record: StoredPack): void {
  offlineStore.set((state) => ({
    ...state,
    records: [...(state.records ?? []).filter((r) => r.packId !== record.packId), record],
  }));
}

export function forgetRecord(packId: number): void {
  offlineStore.set((state) => {
    const live = { ...state.live };
    delete live[packId];
    return { records: (state.records ?? []).filter((r) => r.packId !== packId), live };
  });
}

export function setLive(packId: number, download: LiveDownload | null): void {
  offlineStore.set((state) => {
    const live = { ...state.live };
    if (download) live[packId] = download;
    else delete live[packId];
    return { ...state, live };
  });
}

export function useOfflineState(): OfflineState {
  return useStore(offlineStore);
}
