import archiveUrl from './natural-earth-50m.pmtiles?url';
import { afterFirstFrame } from '../afterFirstFrame.js';

/** The archive's key for MapLibre's pmtiles:// sources. */
const ARCHIVE_KEY = 'natural-earth-50m';

let loading: Promise<string> | null = null;

/**
 * Natural Earth 1:50m, shipped with the app as vector tiles (land, coast and borders layers;
 * written by `npm run natural-earth -w @waymark/api`): the offline background. Fetched whole,
 * once per page (a hashed asset the browser and the service worker keep for good), then read
 * tile by tile out of memory; answers the vector source's URL. The archive and the PMTiles
 * reader come after the map's first frame (water and the data), as the land can.
 */
export function loadNaturalEarth(): Promise<string> {
  loading ??= afterFirstFrame()
    .then(() =>
      Promise.all([
        fetch(archiveUrl).then((answer) => {
          if (!answer.ok) throw new Error(`Natural Earth data: ${answer.status}`);
          return answer.blob();
        }),
        import('../pack/pmtilesProtocol.js'),
      ]),
    )
    .then(([archive, { serveArchive }]) => serveArchive(ARCHIVE_KEY, archive))
    .catch((error: unknown) => {
      // A later map may try again.
      loading = null;
      throw error;
    });
  return loading;
}
