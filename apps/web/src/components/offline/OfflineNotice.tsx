import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert, AlertTitle, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../i18n/registerMessages.js';
import { offlineShellMessages } from './messages.js';

// Loaded with the screens that need the network: its texts come with it.
registerMessages('offlineShell', offlineShellMessages);

/** What needs the network: a screen (settings), an upload, the search of places. */
export type OfflineNeed = 'screen' | 'upload' | 'placeSearch';

/**
 * 'Not available offline', said in place of what needs the network while there is none, rather
 * than letting it fail (the caller decides with useOnline()). `compact`: one line under a field.
 */
export function OfflineNotice({ need, compact }: { need: OfflineNeed; compact?: boolean }) {
  const { t } = useTranslation();
  if (compact) {
    return (
      <Typography variant="caption" color="text.secondary" role="status" component="p">
        {t(`offlineShell.${need}`)}
      </Typography>
    );
  }
  return (
    <Alert severity="info" icon={<CloudOffIcon />} role="status">
      <AlertTitle>{t('offlineShell.notAvailable')}</AlertTitle>
      {t(`offlineShell.${need}`)}
    </Alert>
  );
}
