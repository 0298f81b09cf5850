import type { MapAbilities, MAP_CONTROLS } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { ClientMap } from './clientMap.js';

export type MapControlId = (typeof MAP_CONTROLS)[number];

/** What every map control gets: the MapLibre map and the map's data. */
export interface MapControlProps {
  map: MapLibreMap;
  data: ClientMap;
}

/**
 * Which of the map's abilities each map-level control (2.7) needs, where the map offers it:
 * null for a control anyone who sees the map uses (share viewers too: the section, the print
 * and the files panel keep to what the share shows). A control not known here is not offered.
 */
const NEEDS: Partial<Record<MapControlId, keyof MapAbilities | null>> = {
  create_section: null,
  map_share: 'share',
  map_pdf: null,
  map_files: null,
  measure: null,
  compare: null,
  // The volume endpoint answers share viewers too; its elevation change asks for add_layer.
  volume: null,
  // The server answers whether the reader (a share viewer as the share says) sees the markups.
  markups: 'view_markups',
};

/** Whether the map's abilities (the server's answer for the reader) allow the control. */
export function mayUseMapControl(id: MapControlId, abilities: MapAbilities): boolean {
  const needs = NEEDS[id];
  if (needs === undefined) return false;
  return needs === null || abilities[needs];
}
