import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ApiError } from '../../api/ApiError.js';
import { OfflineNotice } from '../../components/offline/OfflineNotice.js';
import { useOnline } from '../../lib/useOnline.js';
import { useTranslation } from 'react-i18next';
import { FormatHelp } from './FormatHelp.js';
import { UploadDropZone } from './UploadDropZone.js';
import { UploadFileTable } from './UploadFileTable.js';
import type { RowContext } from './UploadFileRow.js';
import { UploadProgress } from './UploadProgress.js';
import type { UploadDialogState } from './useUploadDialog.js';

/**
 * The body both upload dialogs share (2.8): drop zone and format help, the file table, the
 * warning while Upload is disabled, and the progress once it runs; with no network, that uploading
 * is not available offline.
 */
export function UploadFilesSection({
  dialog,
  context,
  toolbar,
  onBatchAll,
}: {
  dialog: UploadDialogState;
  context: Omit<RowContext, 'catalogue'>;
  /** Above the table: the general upload's 'Set'. */
  toolbar?: ReactNode;
  onBatchAll(batch: boolean): void;
}) {
  const { t } = useTranslation();
  const { types, rows } = dialog;
  const online = useOnline();
  // The files chosen so far stay in the dialog's state; a transfer under way shows its progress
  // (a resumable upload goes on when the network is back).
  if (!online && !dialog.busy) return <OfflineNotice need="upload" />;
  if (types.isPending) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 3 }} role="status">
        <CircularProgress size={20} />
        <Typography>{t('upload.loadingTypes')}</Typography>
      </Stack>
    );
  }
  if (types.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void types.refetch()}>
            {t('upload.retry')}
          </Button>
        }
      >
        {t('upload.typesFailed', {
          status: types.error instanceof ApiError ? types.error.status : '',
        }).trim()}
      </Alert>
    );
  }
  return (
    <Stack spacing={1.5}>
      <UploadDropZone onFiles={rows.add} disabled={dialog.busy} />
      <Box>
        <FormatHelp />
      </Box>
      {rows.rows.length > 0 ? (
        <>
          {toolbar}
          <UploadFileTable
            rows={rows.rows}
            context={{ ...context, catalogue: types.data }}
            transfer={dialog.transfer}
            onBatchAll={onBatchAll}
          />
        </>
      ) : null}
      {rows.rows.length > 0 && !dialog.ready ? (
        <Alert severity="warning" role="status">
          {t('upload.disabledWarning')}
        </Alert>
      ) : null}
      {dialog.transfer ? <UploadProgress figures={dialog.transfer.overall} /> : null}
    </Stack>
  );
}
