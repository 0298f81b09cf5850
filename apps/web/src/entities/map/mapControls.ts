import type { MAP_CONTROLS } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { hasPermission } from '../session/permissions.js';
import type { SessionUser } from '../session/sessionUser.js';
import type { ClientMap } from './clientMap.js';

export type MapControlId = (typeof MAP_CONTROLS)[number];

/** What every map control gets: the MapLibre map and the map's data. */
export interface MapControlProps {
  map: MapLibreMap;
  data: ClientMap;
}

/** Who may use each map-level control (2.7), where the map offers it; none for one not known. */
const MAY_USE: Partial<Record<MapControlId, (user: SessionUser | null) => boolean>> = {
  // Anyone who sees the map may draw a section, share viewers included.
  create_section: () => true,
  map_share: (user) => hasPermission(user, 'maps.add_mapshare'),
  // Share viewers too: the print and the files panel keep to what the share shows.
  map_pdf: () => true,
  map_files: () => true,
  measure: () => true,
};

export function mayUseMapControl(id: MapControlId, user: SessionUser | null): boolean {
  return MAY_USE[id]?.(user) ?? false;
}
