import { addProtocol } from 'maplibre-gl';
import { PMTiles, Protocol } from 'pmtiles';
import { OpfsSource } from './opfsSource.js';
import { pmtilesUrl } from './packSources.js';

let protocol: Protocol | null = null;

/**
 * Serves archives kept in the browser to MapLibre as `pmtiles://<key>` sources. Loaded only
 * when a map opens from its pack: none of the PMTiles reader is fetched before a map's first
 * frame otherwise.
 */
export function servePackArchives(archives: readonly { key: string; file: Blob }[]): string[] {
  if (!protocol) {
    protocol = new Protocol();
    addProtocol('pmtiles', protocol.tile);
  }
  for (const archive of archives)
    protocol.add(new PMTiles(new OpfsSource(archive.key, archive.file)));
  return archives.map((archive) => pmtilesUrl(archive.key));
}
