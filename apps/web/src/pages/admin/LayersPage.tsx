import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../features/admin/AdminPage.js';

export function LayersPage() {
  const { t } = useTranslation();
  return <AdminPage title={t('sidebar.layers')} permission="layers.change_layer" />;
}
