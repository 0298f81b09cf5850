import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** The button that backs out; default 'Cancel'. */
  dismissLabel?: string;
  busy?: boolean;
  error?: string | null;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before something that cannot be undone (deleting a map, a layer, a user, files). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  dismissLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {error ? (
          <DialogContentText color="error" role="alert" sx={{ mt: 1 }}>
            {error}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {dismissLabel ?? t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
