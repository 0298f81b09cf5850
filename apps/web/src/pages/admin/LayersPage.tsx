import { useTranslation } from 'react-i18next';
import { AdminPage } from './AdminPage.js';
import { LayersList } from '../../features/layers-admin/LayersList.js';

export function LayersPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('sidebar.layers')} permission="layers.change_layer">
      <LayersList />
    </AdminPage>
  );
}
