import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../features/admin/AdminPage.js';

export function MapPage() {
  const { t } = useTranslation();
  return <AdminPage title={t('admin.map')} permission="maps.change_map" />;
}
