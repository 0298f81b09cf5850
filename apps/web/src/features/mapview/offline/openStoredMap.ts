import type { MapRead } from '@waymark/contract';
import type { PackArchiveKind } from '@waymark/contract/pack';
import { choosePackFiles } from '../../../entities/pack/storage/packFiles.js';
import {
  isSameOwner,
  packOwnerOf,
  type OwnerSession,
} from '../../../entities/pack/storage/packOwner.js';
import { openablePack } from '../../../entities/pack/storage/storedPack.js';
import { storedPacks } from '../../../entities/pack/storage/storedPacks.js';
import type { PackSearchIndexes } from '../../../map/pack/packSearchIndex.js';
import type { PackAttachmentFiles } from '../../../map/pack/packView.js';
import type { PackSources } from '../../../map/pack/packSources.js';

/**
 * A map as its pack kept it: its read, and its layers' archives as MapLibre sources. The read
 * as it was kept: useStoredMapView adds the viewer's own state (entities/map/clientMap), which
 * this lazy module does not import (see there).
 */
export interface StoredMapView {
  map: MapRead;
  sources: PackSources;
  storedAt: string;
  zoomMin: number;
  /** The vector archives' search indexes, by layer (none in archives built before them). */
  searchIndexes: PackSearchIndexes;
  /** The attachments archives, by layer (a pack made without them: none). */
  attachments: PackAttachmentFiles;
}

/**
 * Opens the map from the pack kept in the browser, if there is one: the map's read from
 * IndexedDB, each archive from OPFS served through the PMTiles protocol (loaded here, only
 * now), and the search indexes in the vector archives' metadata read once. Only the session's
 * own copies (`session`): null when this user (or share viewer) never made the map available
 * offline, whoever else on this device did.
 */
export async function openStoredMap(
  mapId: number,
  session: OwnerSession,
): Promise<StoredMapView | null> {
  const owner = await packOwnerOf(session);
  if (!owner) return null;
  const mine = (await storedPacks().all()).filter((stored) => isSameOwner(stored.owner, owner));
  const stored = openablePack(mine, mapId);
  if (!stored?.storedAt) return null;
  const files = await choosePackFiles(stored.backend);
  const [read, { servePackArchives, readSearchIndexes }] = await Promise.all([
    Promise.all(
      stored.files.map(async (file) => ({
        ...file,
        key: file.path,
        file: await files.read(file.path),
      })),
    ),
    import('../../../map/pack/packProtocol.js'),
  ]);
  // The attachments archives are ZIPs the popups read, not tiles MapLibre draws.
  const archives = read.filter((archive) => archive.kind !== 'attachments');
  const attachments: Record<number, Blob> = {};
  for (const archive of read) {
    if (archive.kind === 'attachments') attachments[archive.layer] = archive.file;
  }
  const urls = servePackArchives(archives);
  const searchIndexes = await readSearchIndexes(archives);
  const sources: Record<number, Partial<Record<PackArchiveKind, string>>> = {};
  archives.forEach((archive, index) => {
    (sources[archive.layer] ??= {})[archive.kind] = urls[index]!;
  });
  return {
    map: stored.map,
    sources,
    storedAt: stored.storedAt,
    zoomMin: stored.pack.zoom_min,
    searchIndexes,
    attachments,
  };
}
