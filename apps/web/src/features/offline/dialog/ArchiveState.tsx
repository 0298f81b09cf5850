import { LinearProgress, Typography } from '@mui/material';
import { processingErrorOf } from '@waymark/contract';
import type { PackArchiveRead } from '@waymark/contract/pack';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * A processing error's code, title and message, as a file's shows them (written out as
 * entities/layer/processingError's processingErrorText does: imported from this dialog, that
 * module would leave the chunk it shares with the layer queries before the map's first frame,
 * one more file there).
 */
function errorText(t: TFunction, code: number): string {
  const entry = processingErrorOf(code);
  const label = entry
    ? t('layersAdmin.errorLabel', { code, title: entry.title })
    : t('layersAdmin.errorCode', { code });
  return `${label}: ${(t as (key: string) => string)(`layersAdmin.processingErrors.e${entry ? code : 1}`)}`;
}

/** One archive's state on the server, as processing shows a file's: percent, or its error. */
export function ArchiveState({ archive }: { archive: PackArchiveRead }) {
  const { t } = useTranslation();
  if (archive.status === 'error') {
    return (
      <Typography variant="body2" color="error" component="span" sx={{ display: 'block' }}>
        {archive.error ? errorText(t, archive.error.code) : t('offline.progress.error')}
      </Typography>
    );
  }
  if (archive.status === 'building') {
    return (
      <>
        <Typography variant="body2" component="span">
          {t('offline.progress.building', { percent: archive.progress })}
        </Typography>
        <LinearProgress variant="determinate" value={archive.progress} sx={{ mt: 0.5 }} />
      </>
    );
  }
  return (
    <Typography variant="body2" component="span">
      {t(`offline.progress.${archive.status}`)}
    </Typography>
  );
}
