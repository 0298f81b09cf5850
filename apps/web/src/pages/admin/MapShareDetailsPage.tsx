import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../features/admin/AdminPage.js';

export function MapShareDetailsPage() {
  const { t } = useTranslation();
  return <AdminPage title={t('admin.mapShare')} permission="maps.change_mapshare" />;
}
