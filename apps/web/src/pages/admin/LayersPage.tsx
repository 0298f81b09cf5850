import { useTranslation } from 'react-i18next';
import { AdminPage } from './AdminPage.js';
import { AddLayerDialog } from '../../features/layer-form/AddLayerDialog.js';
import { LayersList } from '../../features/layers-admin/LayersList.js';

export function LayersPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('sidebar.layers')} ability="open_layers_settings">
      <LayersList AddLayerDialog={AddLayerDialog} />
    </AdminPage>
  );
}
