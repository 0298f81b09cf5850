import type { PackArchiveKind } from '@waymark/contract/pack';
import { restoreUiState, type ClientMap } from '../../../entities/map/clientMap.js';
import { choosePackFiles } from '../../../entities/pack/storage/packFiles.js';
import { openablePack } from '../../../entities/pack/storage/storedPack.js';
import { storedPacks } from '../../../entities/pack/storage/storedPacks.js';
import type { PackSources } from '../../../map/pack/packSources.js';

/** A map as its pack kept it: its read, and its layers' archives as MapLibre sources. */
export interface StoredMapView {
  map: ClientMap;
  sources: PackSources;
  storedAt: string;
  zoomMin: number;
}

/**
 * Opens the map from the pack kept in the browser, if there is one: the map's read from
 * IndexedDB, each archive from OPFS served through the PMTiles protocol (loaded here, only
 * now). Null when the map was never made available offline.
 */
export async function openStoredMap(mapId: number): Promise<StoredMapView | null> {
  const stored = openablePack(await storedPacks().all(), mapId);
  if (!stored?.storedAt) return null;
  const files = await choosePackFiles(stored.backend);
  const [archives, { servePackArchives }] = await Promise.all([
    Promise.all(
      stored.files.map(async (file) => ({
        ...file,
        key: file.path,
        file: await files.read(file.path),
      })),
    ),
    import('../../../map/pack/packProtocol.js'),
  ]);
  const urls = servePackArchives(archives);
  const sources: Record<number, Partial<Record<PackArchiveKind, string>>> = {};
  archives.forEach((archive, index) => {
    (sources[archive.layer] ??= {})[archive.kind] = urls[index]!;
  });
  return {
    map: restoreUiState(stored.map),
    sources,
    storedAt: stored.storedAt,
    zoomMin: stored.pack.zoom_min,
  };
}
