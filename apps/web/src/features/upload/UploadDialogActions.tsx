import { Button, DialogActions } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/useOnline.js';
import type { UploadDialogState } from './useUploadDialog.js';

/**
 * 'Cancel' and 'Upload' (2.8). While the files travel, Cancel stops the transfer (what a
 * resumable upload has sent is kept for the next try); once they are sent, 'Close'.
 */
export function UploadDialogActions({
  dialog,
  finished,
  canSend,
  onUpload,
  onClose,
}: {
  dialog: UploadDialogState;
  finished: boolean;
  canSend: boolean;
  onUpload(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  if (finished) {
    return (
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('upload.close')}
        </Button>
      </DialogActions>
    );
  }
  return (
    <DialogActions>
      <Button onClick={dialog.busy ? dialog.cancel : onClose}>{t('upload.cancel')}</Button>
      <Button
        variant="contained"
        disabled={!canSend || dialog.busy || !online}
        loading={dialog.busy}
        onClick={onUpload}
      >
        {t('upload.upload')}
      </Button>
    </DialogActions>
  );
}
