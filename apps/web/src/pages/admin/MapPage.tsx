import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPage } from './AdminPage.js';
import { MapDetail } from '../../features/maps-admin/MapDetail.js';
import { useMapProcessingRefresh } from '../../features/upload/processing/useMapProcessingRefresh.js';
import { useMap } from '../../entities/map/useMap.js';
import { parseRouteId } from '../../routing/useRouteParams.js';

/**
 * /maps/:id/detail/: open to whoever can read the map (the server answers 404 to the others),
 * read-only unless the map's abilities say otherwise. After a general upload every uploader
 * lands here, and the layers' processing is followed until it ends.
 */
export function MapPage() {
  const { t } = useTranslation();
  const mapId = parseRouteId(useParams().id);
  return (
    <AdminPage title={t('admin.map')}>
      <MapDetail mapId={mapId} />
      <ProcessingRefresh mapId={mapId} />
    </AdminPage>
  );
}

/** Renders nothing: asks for the map again while its layers' files are being processed. */
function ProcessingRefresh({ mapId }: { mapId: number | null }) {
  useMapProcessingRefresh(useMap(mapId).data);
  return null;
}
