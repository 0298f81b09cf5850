import { Box, Chip, LinearProgress, Tooltip } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { processingErrorText } from './processingError.js';

type StatusOf = Pick<LayerRead, 'status' | 'progress' | 'error_code'>;

/**
 * The state of a layer's files: ready, queued, processing with its progress, or the section-8
 * error (code and title, its message as the tooltip); a layer without files is empty.
 */
export function LayerStatusCell({ layer }: { layer: StatusOf }) {
  const { t } = useTranslation();
  switch (layer.status) {
    case 'ready':
      return (
        <Chip
          size="small"
          color="success"
          variant="outlined"
          label={t('layersAdmin.status.ready')}
        />
      );
    case 'queued':
      return <Chip size="small" variant="outlined" label={t('layersAdmin.status.queued')} />;
    case 'processing':
      return (
        <Box sx={{ width: '100%', minWidth: 0 }}>
          <Box sx={{ fontSize: 13 }}>
            {layer.progress === null
              ? t('layersAdmin.status.processingUnknown')
              : t('layersAdmin.status.processing', { progress: layer.progress })}
          </Box>
          <LinearProgress
            variant={layer.progress === null ? 'indeterminate' : 'determinate'}
            value={layer.progress ?? 0}
            aria-hidden
          />
        </Box>
      );
    case 'error': {
      const error = processingErrorText(t, layer.error_code ?? 1);
      return (
        <Tooltip title={error.message} describeChild>
          <Chip size="small" color="error" label={error.label} />
        </Tooltip>
      );
    }
    default:
      return <Chip size="small" variant="outlined" label={t('layersAdmin.status.empty')} />;
  }
}
