import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../features/admin/AdminPage.js';

export function LayerPage() {
  const { t } = useTranslation();
  return <AdminPage title={t('admin.layer')} permission="layers.change_layer" />;
}
