import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientMap } from '../../entities/map/clientMap.js';
import { FileViewerDialog } from './files/FileViewerDialog.js';
import { LayerFilesPanel } from './files/LayerFilesPanel.js';
import { useSurveyDateUrl } from './dates/useSurveyDateUrl.js';
import { MapCanvas } from './map/MapCanvas.js';
import { createMapController } from '../../map/mapController.js';
import { MapControllerContext } from '../../map/MapControllerContext.js';
import { UnsupportedMap } from './map/UnsupportedMap.js';
import { hasWebGL } from '../../map/webgl.js';
import { FeaturePopup } from './popup/FeaturePopup.js';
import { MapViewPartsContext, type MapViewParts } from './mapViewParts.js';
import { MapSidebar } from './sidebar/MapSidebar.js';
import { MapSidebarFrame } from './sidebar/MapSidebarFrame.js';
import { ShowSidebarButton } from './sidebar/ShowSidebarButton.js';

/**
 * The map viewer (2.6, 2.7): the sidebar beside the map, the files panel over the map's edge,
 * feature popups and the file viewer. `map` is undefined while it loads.
 */
export function MapViewScreen({
  mapId,
  map,
  parts,
}: {
  mapId: number | null;
  map: ClientMap | undefined;
  /** What it shows of other features, composed by the page. */
  parts: MapViewParts;
}) {
  const { i18n } = useTranslation();
  const [controller] = useState(createMapController);
  const layers = map?.layers ?? [];
  useSurveyDateUrl(mapId);

  return (
    <MapViewPartsContext value={parts}>
      <MapControllerContext value={controller}>
        <Box sx={{ display: 'flex', flex: 1, minHeight: 0, height: '100%' }}>
          <MapSidebarFrame>
            <MapSidebar mapId={mapId} map={map} />
          </MapSidebarFrame>
          <Box
            component="main"
            sx={{ flex: 1, minWidth: 0, position: 'relative', overflow: 'hidden' }}
          >
            {hasWebGL() ? (
              // MapLibre's own control texts are set when the map is made: a new language, a new map.
              <MapCanvas key={i18n.language} data={map} controller={controller} />
            ) : (
              <UnsupportedMap />
            )}
            <ShowSidebarButton />
            <LayerFilesPanel layers={layers} />
          </Box>
        </Box>
        <FeaturePopup layers={layers} mapId={map?.id ?? mapId} />
        <FileViewerDialog />
        <parts.ProcessingWatch map={map} />
      </MapControllerContext>
    </MapViewPartsContext>
  );
}
