import { GisToolsButton } from '../../features/access-keys/GisToolsButton.js';
import type { MapViewParts } from '../../features/mapview/mapViewParts.js';
import { definePopup } from '../../features/mapview/popup/popupSource.js';
import { MinimapSlot } from '../../features/minimap/MinimapSlot.js';
import { HeightCardSlot } from '../../features/popup/heights/HeightCardSlot.js';
import { SceneSlot } from '../../features/scene/SceneSlot.js';
import { LayerLegendSlot } from '../../features/popup/legend/LayerLegendSlot.js';
import { ShowTourButton } from '../../features/tour/ShowTourButton.js';
import { LayerUploadButton } from '../../features/upload/LayerUploadButton.js';
import { LayerProcessingBadge } from '../../features/upload/processing/LayerProcessingBadge.js';
import { lazyAfterFirstFrame } from '../../map/afterFirstFrame.js';
import { HoverPopup } from './HoverPopup.js';
import { MAP_CONTROLS } from './mapControls.js';
import { ProcessingWatch } from './ProcessingWatch.js';
import { TileWatch } from './TileWatch.js';

/** The map viewer as the map page and a share link show it, with every feature's part. */
export const MAP_VIEW_PARTS: MapViewParts = {
  controls: MAP_CONTROLS,
  popup: definePopup(() =>
    import('../../features/popup/PopupDialog.js').then((module) => module.PopupDialog),
  ),
  HoverPopup,
  HeightCard: HeightCardSlot,
  Scene: SceneSlot,
  Minimap: MinimapSlot,
  TileWatch,
  ProcessingWatch,
  LayerBadge: LayerProcessingBadge,
  LayerTools: GisToolsButton,
  LayerLegend: LayerLegendSlot,
  LayerUpload: LayerUploadButton,
  // Not needed for the first frame: the offline feature (its texts, its stores) comes after it.
  OfflineButton: lazyAfterFirstFrame(() =>
    import('../../features/offline/OfflineButton.js').then((module) => module.OfflineButton),
  ),
  TourButton: ShowTourButton,
  // Their selects are not needed for the map's first frame (and most users see neither).
  SessionControls: lazyAfterFirstFrame(() =>
    import('./SessionControls.js').then((module) => module.SessionControls),
  ),
};
