import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../features/admin/AdminPage.js';
import { MapSharesList } from '../../features/mapshares-admin/MapSharesList.js';

export function MapSharesPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('sidebar.mapShares')} permission="maps.change_mapshare">
      <MapSharesList />
    </AdminPage>
  );
}
