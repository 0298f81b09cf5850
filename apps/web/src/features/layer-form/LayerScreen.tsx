import { Alert } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { LayerDetail } from './LayerDetail.js';
import { useLayer } from '../../entities/layer/layerQueries.js';

/** The Layer screen's content: the layer once loaded, or why it is not there. */
export function LayerScreen({
  layerId,
  UploadButton,
}: {
  layerId: number;
  /** Uploading files into the layer (the upload feature), composed by the page. */
  UploadButton: ComponentType<{ layer: LayerRead }>;
}) {
  const { t } = useTranslation();
  const layer = useLayer(layerId);
  if (layer.isPending) return <LoadingIndicator />;
  if (layer.isError) {
    const missing = layer.error instanceof ApiError && [403, 404].includes(layer.error.status);
    return (
      <Alert severity={missing ? 'warning' : 'error'}>
        {missing ? t('layerForm.notFound') : t('layerForm.loadFailed')}
      </Alert>
    );
  }
  // A form of its own per layer: going from one layer to another starts afresh.
  return <LayerDetail key={layer.data.id} layer={layer.data} UploadButton={UploadButton} />;
}
