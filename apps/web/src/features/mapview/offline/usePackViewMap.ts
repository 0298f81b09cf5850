import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { attachPackViewMap, usePackView, type PackView } from '../../../map/pack/packView.js';

/**
 * The pack view of the map being drawn, if it was opened from its pack: the MapLibre map is
 * handed to it (the search reads its tiles), and the view kept at the pack's zooms or deeper,
 * where its archives have tiles (below them a vector layer would vanish).
 */
export function usePackViewMap(
  map: MapLibreMap | null,
  mapId: number | undefined,
): PackView | null {
  const packView = usePackView(mapId);
  const packMapId = packView?.mapId ?? null;
  const zoomMin = packView?.zoomMin ?? null;

  useEffect(() => {
    if (packMapId !== null) attachPackViewMap(packMapId, map);
  }, [packMapId, map]);

  useEffect(() => {
    if (!map || zoomMin === null) return undefined;
    const before = map.getMinZoom();
    map.setMinZoom(Math.max(before, zoomMin));
    return () => {
      map.setMinZoom(before);
    };
  }, [map, zoomMin]);

  return packView;
}
