import { Box } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientMap } from '../../../entities/map/clientMap.js';
import {
  availableBackgrounds,
  resolveBackground,
} from '../../../map/background/backgroundChoice.js';
import { pageBasemapConfig } from '../../../map/background/basemapConfig.js';
import { useSearchMarker } from '../search/useSearchMarker.js';
import { MapControls } from '../controls/MapControls.js';
import { useMapViewParts } from '../mapViewParts.js';
import { useMapUi } from '../useMapUi.js';
import { SurveyDateBar } from '../dates/SurveyDateBar.js';
import { BackgroundSwitcher } from './BackgroundSwitcher.js';
import type { AttachableMapController } from '../../../map/mapController.js';
import { useBackground } from '../../../map/useBackground.js';
import { usePackViewMap } from '../offline/usePackViewMap.js';
import { isLayerEnabled } from '../layers/layerStatus.js';
import { useDataLayers } from './useDataLayers.js';
import { useFeatureClick } from './useFeatureClick.js';
import { useInitialView } from './useInitialView.js';
import { useMapLibre } from './useMapLibre.js';
import { useMapTracking } from './useMapTracking.js';
import { useOnlineArchives } from './useOnlineArchives.js';

/**
 * The MapLibre map of the viewer: background, layers, popups on click, the map's controls, view
 * in the URL.
 */
export function MapCanvas({
  data,
  controller,
}: {
  data: ClientMap | undefined;
  controller: AttachableMapController;
}) {
  const { controls, HoverPopup, HeightCard, Scene, Minimap, TileWatch } = useMapViewParts();
  const { t } = useTranslation();
  const hintId = useId();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const loaded = useMapLibre(container, controller, hintId);
  const map = loaded?.map ?? null;
  const config = useMemo(() => pageBasemapConfig(), []);
  const available = useMemo(() => availableBackgrounds(config), [config]);
  const ui = useMapUi(data);
  const background = resolveBackground(ui.background, available);

  useMapTracking(map, controller);
  useInitialView(loaded, data);
  useBackground(map, background, config);
  // Opened from its pack (offline): the layers draw from the archives kept in the browser.
  const packView = usePackViewMap(map, data?.id);
  // Online: layers with a current pack archive draw from it where it has tiles.
  const archives = useOnlineArchives(data?.id, data?.layers, packView !== null);
  const { built } = useDataLayers(map, data?.layers, ui.layerStatus, packView?.sources, archives);
  const shownLayers = useMemo(
    () => (data?.layers ?? []).filter((layer) => isLayerEnabled(ui.layerStatus, layer.id)),
    [data?.layers, ui.layerStatus],
  );
  useFeatureClick(map, built);
  useSearchMarker(map, controller);

  return (
    <>
      {/* MapLibre's stylesheet makes its container position: relative; the frame places it. */}
      <Box sx={{ position: 'absolute', inset: 0 }}>
        <Box ref={setContainer} data-testid="map" sx={{ width: '100%', height: '100%' }} />
      </Box>
      <Box id={hintId} hidden>
        {t('mapView.keyboardHint')}
      </Box>
      <HoverPopup map={map} built={built} layers={data?.layers} />
      <HeightCard map={map} mapId={data?.id ?? null} layers={shownLayers} />
      <BackgroundSwitcher available={available} value={background} onChange={ui.setBackground} />
      <SurveyDateBar layers={data?.layers} status={ui.layerStatus} />
      <MapControls map={map} data={data} controls={controls} />
      <Scene map={map} layers={shownLayers} terrainLayerId={data?.terrain_layer_id ?? null} />
      <Minimap map={map} minimap={data?.minimap} />
      <TileWatch map={map} />
    </>
  );
}
