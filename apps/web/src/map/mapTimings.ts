import type { Map as MapLibreMap } from 'maplibre-gl';
import { firstFrameDrawn } from './afterFirstFrame.js';

/**
 * User Timing marks of the map's first frames, for the front-end benchmark and for anyone
 * looking at the Performance panel: the first frame the map draws, and the first moment its
 * data layers are all drawn (MapLibre's first idle once they are added). Once per page load.
 */
export const FIRST_FRAME_MARK = 'waymark:map-first-frame';
export const LAYERS_DRAWN_MARK = 'waymark:map-layers-drawn';

function markOnce(name: string): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (performance.getEntriesByName(name, 'mark').length === 0) performance.mark(name);
}

export function markFirstFrame(map: Pick<MapLibreMap, 'once'>): void {
  map.once('render', () => {
    markOnce(FIRST_FRAME_MARK);
    firstFrameDrawn();
  });
}

export function markLayersDrawn(map: Pick<MapLibreMap, 'once'>): void {
  map.once('idle', () => markOnce(LAYERS_DRAWN_MARK));
}
