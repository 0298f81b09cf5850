import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../lib/format.js';
import { splitDuration } from './transfer/progressMeter.js';
import type { ProgressFigures } from './transferView.js';

/** '12 MB of 25 MB · 3 MB/s · 4 s left': the bytes, speed and time left of a transfer. */
export function TransferFigures({ figures }: { figures: ProgressFigures }) {
  const { t } = useTranslation();
  const parts = [
    t('upload.progress.bytes', {
      sent: formatFileSize(figures.sent),
      total: formatFileSize(figures.total),
    }),
  ];
  if (figures.sent < figures.total && figures.rate !== null && figures.rate > 0) {
    parts.push(t('upload.progress.speed', { speed: formatFileSize(figures.rate) }));
  }
  if (figures.sent < figures.total && figures.secondsLeft !== null) {
    const left = splitDuration(figures.secondsLeft);
    parts.push(
      left.hours > 0
        ? t('upload.progress.hours', { ...left })
        : left.minutes > 0
          ? t('upload.progress.minutes', {
              ...left,
              seconds: String(left.seconds).padStart(2, '0'),
            })
          : t('upload.progress.seconds', { ...left }),
    );
  }
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      {parts.join(' · ')}
    </Typography>
  );
}
