import { Box, Chip, LinearProgress } from '@mui/material';
import type { LayerFileRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';

/** A file's processing state: queued, processing with its progress, ready or error. */
export function FileStatusCell({ file }: { file: Pick<LayerFileRead, 'status' | 'progress'> }) {
  const { t } = useTranslation();
  if (file.status === 'processing') {
    return (
      <Box sx={{ width: '100%' }}>
        <Box sx={{ fontSize: 13 }}>
          {t('layerForm.files.states.processing', { progress: file.progress })}
        </Box>
        <LinearProgress variant="determinate" value={file.progress} aria-hidden />
      </Box>
    );
  }
  const colour =
    file.status === 'ready' ? 'success' : file.status === 'error' ? 'error' : 'default';
  return (
    <Chip
      size="small"
      variant={file.status === 'error' ? 'filled' : 'outlined'}
      color={colour}
      label={t(`layerForm.files.states.${file.status}`)}
    />
  );
}
