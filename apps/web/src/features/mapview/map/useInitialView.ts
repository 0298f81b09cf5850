import { useEffect, useRef } from 'react';
import type { ClientMap } from '../../../entities/map/clientMap.js';
import { useSession } from '../../../entities/session/useSession.js';
import { fitPadding, LAYER_FIT_MAX_ZOOM } from '../../../map/view/fitOptions.js';
import { initialView } from '../../../map/view/initialView.js';
import type { LoadedMap } from './useMapLibre.js';

/**
 * Zoom limits of the map, and its opening view once its data is known: the URL's, else (through
 * a share link) the share's bounds, else the map's default view, else its data's extent
 * (padding 100, at most zoom 18).
 */
export function useInitialView(loaded: LoadedMap | null, data: ClientMap | undefined): void {
  const placed = useRef<LoadedMap | null>(null);
  const zoomMin = data?.zoom_min;
  const zoomMax = data?.zoom_max;
  const { mapShare } = useSession();
  const shareBounds = mapShare?.share.bounds ?? null;

  useEffect(() => {
    if (!loaded || zoomMin === undefined || zoomMax === undefined) return;
    const min = Math.max(0, Math.min(22, zoomMin));
    loaded.map.setMinZoom(min);
    loaded.map.setMaxZoom(Math.max(min, Math.min(22, zoomMax)));
  }, [loaded, zoomMin, zoomMax]);

  useEffect(() => {
    if (!loaded || !data || placed.current === loaded) return;
    placed.current = loaded;
    // A share link opens on the share's bounds, when it has some.
    const view = initialView(
      loaded.urlView(),
      shareBounds ? { bounds: shareBounds, extent: data.extent } : data,
    );
    if (view.kind !== 'fit') return;
    const container = loaded.map.getContainer();
    loaded.map.fitBounds(view.box, {
      padding: fitPadding(container.clientWidth, container.clientHeight),
      maxZoom: LAYER_FIT_MAX_ZOOM,
      animate: false,
    });
  }, [loaded, data, shareBounds]);
}
