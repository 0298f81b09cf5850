import { Alert, Divider } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { useMap } from '../../entities/map/useMap.js';
import { MapDetailHeading } from './MapDetailHeading.js';
import { MapForm } from './MapForm.js';
import { MapLayers } from './layers/MapLayers.js';

/**
 * /maps/:id/detail/: the map (GET maps/:id/ with If-Modified-Since, section 4), its form and
 * its layers.
 */
export function MapDetail({ mapId }: { mapId: number | null }) {
  const { t } = useTranslation();
  const query = useMap(mapId);
  if (mapId === null || query.isError) {
    const missing =
      mapId === null || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Alert severity="error">
        {missing ? t('maps.notFound') : t('mapsAdmin.detail.loadFailed')}
      </Alert>
    );
  }
  if (!query.data) return <LoadingIndicator />;
  const map = query.data;
  return (
    <>
      <MapDetailHeading map={map} />
      <MapForm key={map.id} map={map} />
      <Divider sx={{ my: 4 }} />
      <MapLayers map={map} />
    </>
  );
}
