import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useCallback, useEffect, useState } from 'react';
import type { LngLat } from '../../../entities/layer/elevation.js';
import { clickTaken } from '../../../map/clickTargets.js';
import { activeTool } from '../../../map/controls/activeTool.js';
import { layerIdOfSource } from '../../../map/style/sourceIds.js';

/** The place clicked, and where it is on the map's canvas now (it follows the map's moves). */
export interface ClickedPlace {
  at: LngLat;
  x: number;
  y: number;
  width: number;
  height: number;
}

function placeOf(map: MapLibreMap, at: LngLat): ClickedPlace {
  const { x, y } = map.project([at.lng, at.lat]);
  const canvas = map.getCanvas();
  return { at, x, y, width: canvas.clientWidth, height: canvas.clientHeight };
}

/**
 * The last place clicked on the map outside the features of its vector layers (those open their
 * own popup) and while no drawing tool has the clicks; null once closed (the close button,
 * Escape).
 */
export function useHeightClick(map: MapLibreMap | null) {
  const [place, setPlace] = useState<ClickedPlace | null>(null);
  const close = useCallback(() => setPlace(null), []);
  const at = place?.at ?? null;

  useEffect(() => {
    if (!map) return;
    const onClick = (event: MapMouseEvent) => {
      // A drawing tool, or a 3D model under the pointer, has the click.
      if (activeTool() !== null || clickTaken(map, event.point)) return;
      const onFeature = map
        .queryRenderedFeatures(event.point)
        .some((feature) => layerIdOfSource(feature.source) !== null);
      if (onFeature) return;
      setPlace(placeOf(map, { lng: event.lngLat.lng, lat: event.lngLat.lat }));
    };
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
    };
  }, [map]);

  useEffect(() => {
    if (!map || !at) return;
    const follow = () => setPlace(placeOf(map, at));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPlace(null);
    };
    map.on('move', follow);
    window.addEventListener('keydown', onKey);
    return () => {
      map.off('move', follow);
      window.removeEventListener('keydown', onKey);
    };
  }, [map, at]);

  return { place, close };
}
