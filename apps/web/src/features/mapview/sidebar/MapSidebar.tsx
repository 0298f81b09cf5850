import { Box, Divider, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { trackEvent } from '../../../entities/analytics/analytics.js';
import type { ClientMap } from '../../../entities/map/clientMap.js';
import { formatDate } from '../../../lib/format.js';
import { usePackView } from '../../../map/pack/packView.js';
import { LazySearchBox } from '../search/LazySearchBox.js';
import { useMapUi } from '../useMapUi.js';
import { EmptyMapMessage } from './EmptyMapMessage.js';
import { LayerList } from './LayerList.js';
import { SidebarBottom } from './SidebarBottom.js';

/** The map sidebar (2.6): search, the layers, and the bottom area. */
export function MapSidebar({ mapId, map }: { mapId: number | null; map: ClientMap | undefined }) {
  const { t } = useTranslation();
  const { layerStatus, setLayerEnabled } = useMapUi(map);
  const packView = usePackView(map?.id);
  const toggleLayer = (layerId: number, enabled: boolean) => {
    setLayerEnabled(layerId, enabled);
    trackEvent('Layer toggled', { visible: enabled ? 'yes' : 'no' });
  };

  return (
    <Box
      data-testid="map-sidebar"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <Box sx={{ p: 2, pb: 1.5 }}>
        <LazySearchBox
          mapId={mapId}
          layers={map?.layers ?? []}
          onLayerEnable={(layerId) => setLayerEnabled(layerId, true)}
        />
        {packView ? (
          // Opened without a network: what is shown is the copy kept in this browser.
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
            {t('mapView.offlineCopy', { date: formatDate(packView.storedAt) })}
          </Typography>
        ) : null}
      </Box>
      <Divider />
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {!map ? (
          <Typography color="text.secondary" sx={{ p: 2 }} role="status">
            {t('mapView.loadingLayers')}
          </Typography>
        ) : map.layers.length === 0 ? (
          <EmptyMapMessage mapId={map.id} canEdit={map.abilities.change} />
        ) : (
          <LayerList
            layers={map.layers}
            status={layerStatus}
            onToggle={toggleLayer}
            packSources={packView?.sources ?? null}
          />
        )}
      </Box>
      <Divider />
      <SidebarBottom map={map} />
    </Box>
  );
}
