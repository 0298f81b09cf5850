import type { MAP_CONTROLS } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withTimeout } from '../../../lib/lazySection.js';
import type { ClientMap } from '../../../entities/map/clientMap.js';
import { hasPermission } from '../../../entities/session/permissions.js';
import type { SessionUser } from '../../../entities/session/sessionUser.js';

export type MapControlId = (typeof MAP_CONTROLS)[number];

/** What every map control gets: the MapLibre map and the map's data. */
export interface MapControlProps {
  map: MapLibreMap;
  data: ClientMap;
}

export interface MapControlDefinition {
  /** Whether the user may use it, where the map offers it. */
  allowed(user: SessionUser | null): boolean;
  /** The control, loaded only when a map offers it to the user. */
  Control: LazyExoticComponent<ComponentType<MapControlProps>>;
}

/**
 * The map-level controls the viewer knows (2.7), by the name the map's `controls` use. A control
 * without an entry is not offered yet.
 */
export const MAP_CONTROL_DEFINITIONS: Partial<Record<MapControlId, MapControlDefinition>> = {
  // Anyone who sees the map may draw a section, share viewers included.
  create_section: {
    allowed: () => true,
    Control: lazy(() =>
      withTimeout(import('../../cross-section/CrossSectionControl.js')).then((module) => ({
        default: module.CrossSectionControl,
      })),
    ),
  },
  map_share: {
    allowed: (user) => hasPermission(user, 'maps.add_mapshare'),
    Control: lazy(() =>
      withTimeout(import('../../map-share/MapShareControl.js')).then((module) => ({
        default: module.MapShareControl,
      })),
    ),
  },
  // Share viewers too: the print and the files panel keep to what the share shows.
  map_pdf: {
    allowed: () => true,
    Control: lazy(() =>
      withTimeout(import('../../map-pdf/MapPdfControl.js')).then((module) => ({
        default: module.MapPdfControl,
      })),
    ),
  },
  map_files: {
    allowed: () => true,
    Control: lazy(() =>
      withTimeout(import('../../map-files/MapFilesControl.js')).then((module) => ({
        default: module.MapFilesControl,
      })),
    ),
  },
  measure: {
    allowed: () => true,
    Control: lazy(() =>
      withTimeout(import('../../measure/MeasureControl.js')).then((module) => ({
        default: module.MeasureControl,
      })),
    ),
  },
};

/** The controls to show: those the map offers, known here and allowed to the user, in order. */
export function offeredControls(
  controls: readonly MapControlId[],
  user: SessionUser | null,
): MapControlId[] {
  return controls.filter((id, index) => {
    const definition = MAP_CONTROL_DEFINITIONS[id];
    return !!definition && definition.allowed(user) && controls.indexOf(id) === index;
  });
}
