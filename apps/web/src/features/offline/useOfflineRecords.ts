import { useEffect } from 'react';
import {
  downloadingPack,
  openablePack,
  packBytes,
  type StoredPack,
} from '../../entities/pack/storage/storedPack.js';
import { isSameOwner, type PackOwner } from '../../entities/pack/storage/packOwner.js';
import { loadOfflineRecords } from './download/packDownloads.js';
import { useOfflineState, type LiveDownload } from './download/offlineStore.js';
import { useOfflineOwner } from './useOfflineOwner.js';

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
  /** Whose copies these are (null until told). */
  owner: PackOwner | null;
}

/**
 * The records of the current session's stored packs (no one else's), and its owner; reading
 * them (once per page) resumes cut-short downloads. Records are null until they are read.
 */
export function useOfflineRecords() {
  const state = useOfflineState();
  const owner = useOfflineOwner();
  useEffect(() => {
    if (owner) void loadOfflineRecords(owner);
  }, [owner]);
  const records =
    owner && state.records ? state.records.filter((r) => isSameOwner(r.owner, owner)) : null;
  return { ...state, records, owner };
}

export function percentOf(stored: StoredPack): number {
  const { done, total } = packBytes(stored);
  return total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0;
}

export function useMapOffline(mapId: number): MapOffline {
  const { records, live, owner } = useOfflineRecords();
  const all = records ?? [];
  const downloading = downloadingPack(all, mapId);
  return {
    loaded: records !== null,
    stored: openablePack(all, mapId),
    downloading,
    live: downloading ? (live[downloading.packId] ?? null) : null,
    percent: downloading ? percentOf(downloading) : 0,
    owner,
  };
}
