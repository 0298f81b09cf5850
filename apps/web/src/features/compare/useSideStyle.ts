import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import type { ViewerLayer } from '../../map/style/buildLayerStyle.js';
import { compareStyle } from './compareStyle.js';

/** Draws on a side of the swipe the main map's background and one layer, of one survey date. */
export function useSideStyle(
  main: MapLibreMap,
  side: MapLibreMap | null,
  layer: ViewerLayer | undefined,
  date: string | null,
) {
  useEffect(() => {
    if (!side || !layer) return;
    side.setStyle(compareStyle(main.getStyle(), layer, date, window.location.origin));
  }, [main, side, layer, date]);
}
