import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { processingErrorText } from '../../../entities/layer/processingError.js';
import type { FileState } from './processingState.js';

/**
 * A file's processing state (section 8): queued, processing with its percentage, ready, or the
 * error's code, title and message; undefined while the server has not told yet.
 */
export function FileStateView({ state }: { state: FileState | undefined }) {
  const { t } = useTranslation();
  if (!state) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('upload.processing.waiting')}
      </Typography>
    );
  }
  switch (state.status) {
    case 'queued':
      return <Chip size="small" variant="outlined" label={t('upload.processing.queued')} />;
    case 'processing':
      return (
        <Box sx={{ minWidth: 140 }}>
          <Typography variant="body2">
            {t('upload.processing.processing', { progress: state.progress })}
          </Typography>
          <LinearProgress variant="determinate" value={state.progress} aria-hidden />
        </Box>
      );
    case 'ready':
      return (
        <Chip
          size="small"
          color="success"
          variant="outlined"
          label={t('upload.processing.ready')}
        />
      );
    default: {
      const error = processingErrorText(t, state.error_code ?? 1);
      return (
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Box>
            <Chip size="small" color="error" label={error.label} />
          </Box>
          <Typography variant="caption" sx={{ whiteSpace: 'normal' }}>
            {error.message}
          </Typography>
          {/* The server's own account, when it says more than the catalogue. */}
          {state.error && state.error !== error.message ? (
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
              {state.error}
            </Typography>
          ) : null}
        </Stack>
      );
    }
  }
}
