import { addProtocol } from 'maplibre-gl';
import { PMTiles, Protocol } from 'pmtiles';
import { OpfsSource } from './opfsSource.js';
import { pmtilesUrl } from './packSources.js';

let protocol: Protocol | null = null;

/** MapLibre's `pmtiles://<key>` sources: registered once, on first use. */
export function pmtilesProtocol(): Protocol {
  if (!protocol) {
    protocol = new Protocol();
    addProtocol('pmtiles', protocol.tile);
  }
  return protocol;
}

/** Serves an archive the browser holds (a file, or bytes fetched whole) as `pmtiles://<key>`. */
export function serveArchive(key: string, file: Blob): string {
  pmtilesProtocol().add(new PMTiles(new OpfsSource(key, file)));
  return pmtilesUrl(key);
}
