import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassIcon from '@mui/icons-material/HourglassEmptyOutlined';
import { Box, CircularProgress, Tooltip, Typography } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { processingErrorText } from '../../../entities/layer/processingError.js';

type Processed = Pick<LayerRead, 'status' | 'progress' | 'error_code'>;

/**
 * A layer's processing in the map sidebar: queued, processing with its percentage, or the
 * section-8 error of its files (code, title and message); nothing once it is ready.
 */
export function LayerProcessingBadge({ layer, name }: { layer: Processed; name: string }) {
  const { t } = useTranslation();
  if (layer.status === 'queued') {
    const label = t('upload.badge.queued', { name });
    return (
      <Tooltip title={label}>
        <Box sx={{ display: 'inline-flex' }} role="img" aria-label={label}>
          <HourglassIcon fontSize="small" color="action" />
        </Box>
      </Tooltip>
    );
  }
  if (layer.status === 'processing') {
    const progress = layer.progress ?? 0;
    const label = t('upload.badge.processing', { name, progress });
    return (
      <Tooltip title={label}>
        <Box
          sx={{ position: 'relative', display: 'inline-flex', mx: 0.25 }}
          role="img"
          aria-label={label}
        >
          <CircularProgress variant="determinate" value={progress} size={22} thickness={5} />
          <Typography
            component="span"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 8,
              fontWeight: 600,
            }}
          >
            {progress}
          </Typography>
        </Box>
      </Tooltip>
    );
  }
  if (layer.status === 'error') {
    const error = processingErrorText(t, layer.error_code ?? 1);
    return (
      <Tooltip
        title={
          <>
            <Box component="strong" sx={{ display: 'block' }}>
              {error.label}
            </Box>
            {error.message}
          </>
        }
      >
        <Box
          sx={{ display: 'inline-flex' }}
          role="img"
          aria-label={`${name}: ${error.label}. ${error.message}`}
        >
          <ErrorIcon fontSize="small" color="error" />
        </Box>
      </Tooltip>
    );
  }
  return null;
}
