import type { LayerRead } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { createContext, useContext, type ComponentType } from 'react';
import type { ClientMap } from '../../entities/map/clientMap.js';
import type { MapControlComponents } from './controls/offeredControls.js';
import type { PopupPart } from './popup/popupSource.js';
import type { BuiltLayer } from '../../map/style/buildLayerStyle.js';

/**
 * What the map viewer shows of other features: the page that shows the viewer composes them (a
 * feature never imports another). Each part keeps its own lazy loading; none is needed for the
 * map's first frame unless it was before.
 */
export interface MapViewParts {
  /** The map-level controls the viewer can offer (2.7), by the name a map's `controls` use. */
  controls: MapControlComponents;
  /** The popup of a clicked feature; null: features open none. */
  popup: PopupPart | null;
  /** The small popup over the drawn layers, following the pointer (it watches the map). */
  HoverPopup: ComponentType<{
    map: MapLibreMap | null;
    built: readonly BuiltLayer[];
    layers: readonly LayerRead[] | undefined;
  }>;
  /** Heights on click: the heights of the layers of heights that are on where the map is clicked. */
  HeightCard: ComponentType<{
    map: MapLibreMap | null;
    mapId: number | null;
    layers: readonly LayerRead[];
  }>;
  /** The 3D view: a toggle among the map's controls, terrain from the map's DTM. */
  Scene: ComponentType<{
    map: MapLibreMap | null;
    layers: readonly LayerRead[];
    terrainLayerId: number | null;
  }>;
  /** The overview map in the map's corner. */
  Minimap: ComponentType<{ map: MapLibreMap | null; minimap: string | null | undefined }>;
  /** Renders nothing: watches the map's tiles for a share link that has ended. */
  TileWatch: ComponentType<{ map: MapLibreMap | null }>;
  /** Renders nothing: keeps the map's data fresh while its layers' files are processed. */
  ProcessingWatch: ComponentType<{ map: ClientMap | undefined }>;
  /** Beside a layer's name in the sidebar: its files' processing state. */
  LayerBadge: ComponentType<{ layer: LayerRead; name: string }>;
  /** In a layer's menu in the sidebar: the GIS tools. */
  LayerTools: ComponentType<{ layer: LayerRead; name: string }>;
  /** Under a layer in the sidebar: its legend, when it shows one. */
  LayerLegend: ComponentType<{ layer: LayerRead }>;
  /** In a layer's files panel: uploading files into the layer. */
  LayerUpload: ComponentType<{ layer: LayerRead; compact?: boolean }>;
  /** At the sidebar's bottom: 'Make available offline' and its download's progress. */
  OfflineButton: ComponentType<{ map: ClientMap }>;
  /** At the sidebar's bottom: 'Show Tour'. */
  TourButton: ComponentType;
  /** At the sidebar's bottom: the organisation selector and the impersonation control. */
  SessionControls: ComponentType;
}

const nothing = () => null;

/** The viewer alone: the map, its layers and files, without the other features' parts. */
export const NO_MAP_VIEW_PARTS: MapViewParts = {
  controls: {},
  popup: null,
  HoverPopup: nothing,
  HeightCard: nothing,
  Scene: nothing,
  Minimap: nothing,
  TileWatch: nothing,
  ProcessingWatch: nothing,
  LayerBadge: nothing,
  LayerTools: nothing,
  LayerLegend: nothing,
  LayerUpload: nothing,
  OfflineButton: nothing,
  TourButton: nothing,
  SessionControls: nothing,
};

export const MapViewPartsContext = createContext<MapViewParts>(NO_MAP_VIEW_PARTS);

export function useMapViewParts(): MapViewParts {
  return useContext(MapViewPartsContext);
}
