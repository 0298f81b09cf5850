import { LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { PackArchiveRead } from '@waymark/contract/pack';
import { useTranslation } from 'react-i18next';
import { processingErrorText } from '../../../entities/layer/processingError.js';

/** One archive's state on the server, as processing shows a file's: percent, or its error. */
function ArchiveState({ archive }: { archive: PackArchiveRead }) {
  const { t } = useTranslation();
  if (archive.status === 'error') {
    // The catalogue's code, title and message, as a file's processing error shows them.
    const error = archive.error ? processingErrorText(t, archive.error.code) : null;
    return (
      <Typography variant="body2" color="error" component="span" sx={{ display: 'block' }}>
        {error ? `${error.label}: ${error.message}` : t('offline.progress.error')}
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

/** The pack's archives on the server, each with its layer, kind and state. */
export function ArchiveProgressList({ archives }: { archives: readonly PackArchiveRead[] }) {
  const { t } = useTranslation();
  return (
    <List dense disablePadding>
      {archives.map((archive) => (
        <ListItem key={`${archive.layer}-${archive.kind}`} disableGutters>
          <ListItemText
            primary={`${archive.name} (${t(`offline.kinds.${archive.kind}`)})`}
            secondary={<ArchiveState archive={archive} />}
            slotProps={{ secondary: { component: 'div' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
