import type { PackArchiveKind } from '@waymark/contract/pack';
import { searchIndexOf, type PackSearchIndex, type PackSearchIndexes } from './packSearchIndex.js';
import { pmtilesProtocol, serveArchive } from './pmtilesProtocol.js';

/**
 * Serves archives kept in the browser to MapLibre as `pmtiles://<key>` sources. Loaded only
 * when a map opens from its pack: none of the PMTiles reader is fetched before a map's first
 * frame otherwise.
 */
export function servePackArchives(archives: readonly { key: string; file: Blob }[]): string[] {
  return archives.map((archive) => serveArchive(archive.key, archive.file));
}

/**
 * The search indexes of a pack's vector archives (served by servePackArchives), by layer: each
 * archive's metadata read once, with the reader that serves its tiles. An archive built before
 * archives held one, or whose metadata cannot be read, has none: the search then looks through
 * its loaded tiles.
 */
export async function readSearchIndexes(
  archives: readonly { key: string; layer: number; kind: PackArchiveKind }[],
): Promise<PackSearchIndexes> {
  const read = await Promise.all(
    archives
      .filter((archive) => archive.kind === 'vector')
      .map(async (archive): Promise<[number, PackSearchIndex | null]> => {
        const reader = pmtilesProtocol().get(archive.key);
        const metadata: unknown = await reader?.getMetadata().catch(() => null);
        return [archive.layer, searchIndexOf(metadata)];
      }),
  );
  const indexes: Record<number, PackSearchIndex> = {};
  for (const [layer, index] of read) if (index) indexes[layer] = index;
  return indexes;
}
