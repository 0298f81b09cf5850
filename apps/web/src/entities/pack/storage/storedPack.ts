import type { MapRead } from '@waymark/contract';
import type { PackArchiveKind, PackRead, PackRequest } from '@waymark/contract/pack';
import { OFFLINE_PACKS_DIRECTORY } from '../../../lib/offlineStorageNames.js';
import type { PackOwner } from './packOwner.js';

/** The OPFS folder (or IndexedDB path prefix) of every downloaded archive. */
export const PACKS_DIR = OFFLINE_PACKS_DIRECTORY;

/** One archive of a downloaded pack: where it is kept and how much of it is. */
export interface StoredPackFile {
  layer: number;
  kind: PackArchiveKind;
  /** waymark-packs/<packId>/<layer>-<kind>.pmtiles (an attachments archive: .zip) */
  path: string;
  /** Its length, once the server said it (the pack's read or the first range's answer). */
  bytes: number | null;
  /** Bytes written and flushed: a download resumes from here. */
  done: number;
}

/** Where the archives' bytes are: OPFS, or IndexedDB blobs in a browser without it. */
export type PackFileBackend = 'opfs' | 'idb';

/** A pack downloaded, or being downloaded, into the browser, with what its map needs offline. */
export interface StoredPack {
  packId: number;
  mapId: number;
  /**
   * Whose copy it is: only their session lists and opens it. (Absent from a record written
   * before owners were kept: nobody's, removed.)
   */
  owner?: PackOwner;
  /** The map's read (GET maps/:id/), with its layers as the viewer draws them. */
  map: MapRead;
  /** The pack's read when last asked (archives, data versions, signed URLs). */
  pack: PackRead;
  /** What was asked for (the map's extent is null): 'Update' asks for it again. */
  request: PackRequest;
  files: StoredPackFile[];
  backend: PackFileBackend;
  startedAt: string;
  /** When the last archive was complete; null while downloading. */
  storedAt: string | null;
}

export const packFilePath = (packId: number, layer: number, kind: PackArchiveKind) =>
  `${PACKS_DIR}/${packId}/${layer}-${kind}.${kind === 'attachments' ? 'zip' : 'pmtiles'}`;

/** The files of a pack's archives, none of them downloaded yet. */
export function filesOfPack(pack: PackRead): StoredPackFile[] {
  return pack.archives.map((archive) => ({
    layer: archive.layer,
    kind: archive.kind,
    path: packFilePath(pack.id, archive.layer, archive.kind),
    bytes: archive.bytes,
    done: 0,
  }));
}

export const isFileComplete = (file: StoredPackFile) =>
  file.bytes !== null && file.done >= file.bytes;

/** Bytes downloaded and bytes in all (what is known of them) of a stored pack. */
export function packBytes(stored: Pick<StoredPack, 'files' | 'pack'>): {
  done: number;
  total: number;
} {
  const done = stored.files.reduce(
    (sum, file) => sum + Math.min(file.done, file.bytes ?? file.done),
    0,
  );
  const known = stored.files.reduce((sum, file) => sum + (file.bytes ?? 0), 0);
  return { done, total: Math.max(known, stored.pack.bytes, done) };
}

/** Every archive of the pack is there, and it has at least one (a pack of none draws nothing). */
export const isPackComplete = (files: readonly StoredPackFile[]) =>
  files.length > 0 && files.every(isFileComplete);

/** The pack of a map to open offline: its most recent complete one. */
export function openablePack(stored: readonly StoredPack[], mapId: number): StoredPack | null {
  return (
    stored
      .filter((s) => s.mapId === mapId && s.storedAt !== null && s.files.length > 0)
      .sort((a, b) => (a.storedAt! < b.storedAt! ? 1 : -1))[0] ?? null
  );
}

/** The pack of a map being downloaded, if any. */
export function downloadingPack(stored: readonly StoredPack[], mapId: number): StoredPack | null {
  return stored.find((s) => s.mapId === mapId && s.storedAt === null) ?? null;
}
