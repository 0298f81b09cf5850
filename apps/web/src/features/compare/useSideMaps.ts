import syncMaps from '@mapbox/mapbox-gl-sync-move';
import { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { authenticationHeader } from '../../entities/session/sessionStore.js';
import { authTransform } from '../../map/authTransform.js';

export interface SideMaps {
  left: MapLibreMap;
  right: MapLibreMap;
}

function sideMap(main: MapLibreMap, container: HTMLElement): MapLibreMap {
  return new MapLibreMap({
    container,
    style: { version: 8, sources: {}, layers: [] },
    center: main.getCenter(),
    zoom: main.getZoom(),
    bearing: main.getBearing(),
    pitch: main.getPitch(),
    maxZoom: main.getMaxZoom(),
    attributionControl: false,
    fadeDuration: 0,
    // Tiles of the site carry the sign-in or the share's token, as the main map's do.
    transformRequest: authTransform(() => authenticationHeader(), window.location.origin),
  });
}

/**
 * The two maps of the swipe, laid over the main map in the given containers, starting where it
 * stands; the main map follows the left one (and so the URL's view and its zoom buttons, and
 * it stands where the compare left it once closed). Answered once both have loaded; removed
 * on unmount.
 */
export function useSideMaps(
  main: MapLibreMap,
  leftContainer: HTMLElement | null,
  rightContainer: HTMLElement | null,
): SideMaps | null {
  const [maps, setMaps] = useState<SideMaps | null>(null);
  useEffect(() => {
    if (!leftContainer || !rightContainer) return;
    const left = sideMap(main, leftContainer);
    const right = sideMap(main, rightContainer);
    const unsync = syncMaps(main, left);
    let alive = true;
    const loaded = (map: MapLibreMap) => new Promise((resolve) => map.once('load', resolve));
    void Promise.all([loaded(left), loaded(right)]).then(() => {
      if (alive) setMaps({ left, right });
    });
    return () => {
      alive = false;
      unsync();
      setMaps(null);
      left.remove();
      right.remove();
    };
  }, [main, leftContainer, rightContainer]);
  return maps;
}
