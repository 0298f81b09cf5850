import { rasterTileUrl, vectorTileUrl, type LayerRead } from '@waymark/contract';
import { useEffect, useMemo, useState } from 'react';
import { authenticationHeader } from '../../../api/credentials.js';
import { afterFirstFrame } from '../../../map/afterFirstFrame.js';
import { NO_ARCHIVE_TILES, type ArchiveTiles } from '../../../map/pack/archiveTiles.js';
import { drawingKey } from './useDataLayers.js';

/**
 * The tile URLs of the map's layers that have a current pack archive (issue 28): their tiles
 * come from the archive's signed URL (kept by the browser's cache, or a CDN in front) where it
 * has them, from the live tiles elsewhere. Asked after the first frame, which the live tiles
 * draw; asked again when a layer's data or drawing changes (its archive is then no longer
 * current). Not for a map opened from its pack (offline), nor when the answer fails: the live
 * tiles stay.
 */
export function useOnlineArchives(
  mapId: number | undefined,
  layers: readonly LayerRead[] | undefined,
  offline: boolean,
): ArchiveTiles {
  const [tiles, setTiles] = useState<ArchiveTiles>(NO_ARCHIVE_TILES);
  // Serialised once per read of the map, not on every render.
  const drawing = useMemo(() => (layers ? drawingKey(layers) : null), [layers]);

  useEffect(() => {
    if (offline || mapId === undefined || drawing === null) return undefined;
    const abort = new AbortController();
    const load = async () => {
      await afterFirstFrame();
      const { fetchTileArchives } = await import('../../../entities/pack/packCalls.js');
      const archives = await fetchTileArchives(mapId, abort.signal);
      if (archives.length === 0) return NO_ARCHIVE_TILES;
      const { serveOnlineArchives } = await import('../../../map/pack/onlineArchives.js');
      const origin = window.location.origin;
      const live = archives.map((archive) => ({
        ...archive,
        live:
          origin +
          (archive.kind === 'raster'
            ? rasterTileUrl(archive.layer, 'webp')
            : vectorTileUrl(archive.layer)),
      }));
      return serveOnlineArchives(live, authenticationHeader);
    };
    load().then(
      (next) => {
        if (!abort.signal.aborted) setTiles(next);
      },
      () => {
        if (!abort.signal.aborted) setTiles(NO_ARCHIVE_TILES);
      },
    );
    return () => abort.abort();
  }, [mapId, drawing, offline]);

  return offline ? NO_ARCHIVE_TILES : tiles;
}
