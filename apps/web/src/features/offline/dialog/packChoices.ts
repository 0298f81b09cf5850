import type { MapRead } from '@waymark/contract';
import { PACK_MAX_ZOOM, type PackRequest } from '@waymark/contract/pack';
import type { Box } from '../../../lib/box.js';

/** The deepest zoom offered first: street detail, without the orthophoto's finest levels. */
const DEFAULT_ZOOM_MAX = 18;

export type PackArea = 'map' | 'view';

export interface PackChoices {
  area: PackArea;
  zoomMin: number;
  zoomMax: number;
  /** Pack the features' attachments too (photos and documents shown in popups). */
  attachments: boolean;
}

/** The zooms a pack of this map may take: the map's own range, up to PACK_MAX_ZOOM. */
export function zoomChoices(map: Pick<MapRead, 'zoom_min' | 'zoom_max'>): number[] {
  const lowest = Math.max(0, Math.min(map.zoom_min, PACK_MAX_ZOOM));
  const highest = Math.max(lowest, Math.min(map.zoom_max, PACK_MAX_ZOOM));
  return Array.from({ length: highest - lowest + 1 }, (_, i) => lowest + i);
}

/** The map's extent, its lowest zoom to min(its highest, 18). */
export function defaultChoices(map: Pick<MapRead, 'zoom_min' | 'zoom_max'>): PackChoices {
  const zooms = zoomChoices(map);
  return {
    area: 'map',
    zoomMin: zooms[0]!,
    zoomMax: Math.min(zooms.at(-1)!, Math.max(zooms[0]!, DEFAULT_ZOOM_MAX)),
    attachments: false,
  };
}

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/** The view cut to the globe (a view zoomed out shows world copies beyond ±180°). */
function viewBox(view: Box): Box {
  return [clamp(view[0], 180), clamp(view[1], 90), clamp(view[2], 180), clamp(view[3], 90)];
}

/** The request the choices make: the map's extent is asked for as null (the server knows it). */
export function requestOf(choices: PackChoices, view: Box | null): PackRequest {
  return {
    bbox: choices.area === 'view' && view ? viewBox(view) : null,
    zoom_min: Math.min(choices.zoomMin, choices.zoomMax),
    zoom_max: Math.max(choices.zoomMin, choices.zoomMax),
    attachments: choices.attachments,
  };
}
