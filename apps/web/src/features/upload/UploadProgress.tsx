import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TransferFigures } from './TransferFigures.js';
import type { ProgressFigures } from './transferView.js';

/** The upload's progress bar (2.8): 0–100 %, with the bytes, speed and time left in total. */
export function UploadProgress({ figures }: { figures: ProgressFigures }) {
  const { t, i18n } = useTranslation();
  const percent =
    figures.total > 0 ? Math.min(100, Math.floor((figures.sent * 100) / figures.total)) : 0;
  const text = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(percent / 100);
  return (
    <Stack spacing={0.5}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('upload.progress.label')}
          aria-valuetext={text}
          sx={{ flex: 1, height: 8, borderRadius: 1 }}
        />
        <Typography variant="body2" sx={{ minWidth: 44, textAlign: 'right', fontWeight: 500 }}>
          {text}
        </Typography>
      </Box>
      <TransferFigures figures={figures} />
    </Stack>
  );
}
