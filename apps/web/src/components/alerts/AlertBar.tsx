import { Alert, Collapse } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { translate } from '../../i18n/keys.js';
import { hideAlert } from '../../lib/notificationsStore.js';
import { useNotifications } from '../../lib/useNotifications.js';

/** The dismissible alert of 2.18, e.g. '404 Could not connect to server'. */
export function AlertBar() {
  const { t } = useTranslation();
  const { alert } = useNotifications();
  return (
    <Collapse in={!!alert} unmountOnExit>
      <Alert
        severity="error"
        variant="filled"
        square
        onClose={hideAlert}
        slotProps={{
          closeButton: { title: t('errors.dismiss'), 'aria-label': t('errors.dismiss') },
        }}
      >
        {alert ? translate(t, alert) : null}
      </Alert>
    </Collapse>
  );
}
