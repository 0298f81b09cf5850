import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../i18n/registerMessages.js';
import { useOnline } from '../../lib/useOnline.js';
import { offlineShellMessages } from './messages.js';

// Loaded after the map's first frame: its texts come with it (see i18n/registerMessages.ts).
registerMessages('offlineShell', offlineShellMessages);

/**
 * 'You are offline' in the top bar while the browser has no network: the app keeps working
 * from what it stored, and what needs the network says so where it is asked for. In a live
 * region that is there before it, so that screen readers announce it when it appears.
 */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <span aria-live="polite">
      {online ? null : (
        <Box
          component="span"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            px: 1,
            py: 0.25,
            borderRadius: 4,
            bgcolor: 'warning.main',
            color: 'warning.contrastText',
            typography: 'body2',
            flexShrink: 0,
          }}
        >
          <CloudOffIcon fontSize="small" />
          {t('offlineShell.indicator')}
        </Box>
      )}
    </span>
  );
}
