import { Alert } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AdminPage } from './AdminPage.js';
import { LayerUploadButton } from '../../features/upload/LayerUploadButton.js';
import { LayerScreen } from '../../features/layer-form/LayerScreen.js';
import { parseRouteId } from '../../routing/useRouteParams.js';

/**
 * /layers/:id/: open to whoever can read the layer (the server answers 404 to the others),
 * read-only unless the layer's abilities say otherwise; its upload follows `abilities.upload`.
 */
export function LayerPage() {
  const { t } = useTranslation();
  const layerId = parseRouteId(useParams().id);
  return (
    <AdminPage title={t('admin.layer')}>
      {layerId === null ? (
        <Alert severity="warning">{t('layerForm.notFound')}</Alert>
      ) : (
        <LayerScreen layerId={layerId} UploadButton={LayerUploadButton} />
      )}
    </AdminPage>
  );
}
