import { Alert, Button, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { hideToast } from '../../lib/notificationsStore.js';
import { useNotifications } from '../../lib/useNotifications.js';

export const TOAST_DURATION_MS = 2000;

/** Toasts (2.18): top right, multi-line, success colour, 2000 ms, with a Close button. */
export function ToastHost() {
  const { t } = useTranslation();
  const { toast } = useNotifications();
  return (
    <Snackbar
      key={toast?.id}
      open={!!toast}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') hideToast();
      }}
    >
      <Alert
        severity="success"
        variant="filled"
        sx={{ whiteSpace: 'pre-line', alignItems: 'center' }}
        action={
          <Button color="inherit" size="small" onClick={hideToast}>
            {t('common.close')}
          </Button>
        }
      >
        {toast?.text}
      </Alert>
    </Snackbar>
  );
}
