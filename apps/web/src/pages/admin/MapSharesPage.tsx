import { useTranslation } from 'react-i18next';
import { AdminPage } from './AdminPage.js';
import { MapSharesList } from '../../features/map-share/admin/MapSharesList.js';

export function MapSharesPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('sidebar.mapShares')} ability="open_mapshares_settings">
      <MapSharesList />
    </AdminPage>
  );
}
