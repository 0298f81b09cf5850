import { useEffect } from 'react';
import {
  downloadingPack,
  openablePack,
  packBytes,
  type StoredPack,
} from '../../entities/pack/storage/storedPack.js';
import { loadOfflineRecords } from './download/packDownloads.js';
import { useOfflineState, type LiveDownload } from './download/offlineStore.js';

/** What the browser keeps of one map. */
export interface MapOffline {
  /** Null until the records are read. */
  loaded: boolean;
  /** Its complete copy, to open offline. */
  stored: StoredPack | null;
  /** A copy being downloaded (the first, or an update). */
  downloading: StoredPack | null;
  live: LiveDownload | null;
  /** 0–100 of the copy being downloaded. */
  percent: number;
}

/** The records of every stored pack; reading them (once per page) resumes cut-short downloads. */
export function useOfflineRecords() {
  const state = useOfflineState();
  useEffect(() => {
    void loadOfflineRecords();
  }, []);
  return state;
}

export function percentOf(stored: StoredPack): number {
  const { done, total } = packBytes(stored);
  return total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0;
}

export function useMapOffline(mapId: number): MapOffline {
  const { records, live } = useOfflineRecords();
  const all = records ?? [];
  const downloading = downloadingPack(all, mapId);
  return {
    loaded: records !== null,
    stored: openablePack(all, mapId),
    downloading,
    live: downloading ? (live[downloading.packId] ?? null) : null,
    percent: downloading ? percentOf(downloading) : 0,
  };
}
