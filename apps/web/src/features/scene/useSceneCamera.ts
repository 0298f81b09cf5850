import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';

/** How far the view tilts when 3D is switched on from a flat view, in degrees. */
const TILT = 60;

/**
 * Tilts the camera when the user switches 3D on from a flat view and lays it flat again
 * (north up) when they switch it off. A view opened in 3D keeps the pitch and bearing of its URL.
 */
export function useSceneCamera(map: MapLibreMap, on: boolean): void {
  const first = useRef(true);
  useEffect(() => {
    const opened = first.current;
    first.current = false;
    if (opened && on) return;
    if (on && map.getPitch() < TILT / 2) map.easeTo({ pitch: TILT, duration: 800 });
    if (!on && !opened) map.easeTo({ pitch: 0, bearing: 0, duration: 800 });
  }, [map, on]);
}
