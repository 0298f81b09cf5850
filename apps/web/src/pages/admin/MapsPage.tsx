import { useTranslation } from 'react-i18next';
import { AdminPage } from './AdminPage.js';
import { MapsList } from '../../features/maps-admin/MapsList.js';

export function MapsPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('sidebar.maps')} ability="open_maps_settings">
      <MapsList />
    </AdminPage>
  );
}
