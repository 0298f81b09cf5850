import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPage } from './AdminPage.js';
import { MapDetail } from '../../features/maps-admin/MapDetail.js';
import { parseRouteId } from '../../routing/useRouteParams.js';

export function MapPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <AdminPage title={t('admin.map')} permission="maps.change_map">
      <MapDetail mapId={parseRouteId(id)} />
    </AdminPage>
  );
}
