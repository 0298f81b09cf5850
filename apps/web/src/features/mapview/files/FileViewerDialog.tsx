import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import { useStore } from '../../../lib/createStore.js';
import { showAlert } from '../../../lib/notificationsStore.js';
import { viewableKind } from '../../../entities/layer-file/fileKinds.js';
import { downloadFile } from '../../../entities/layer-file/fileTransfer.js';
import { closeFileViewer, fileViewerStore } from '../../../lib/fileViewerStore.js';
import { useFileObjectUrl } from '../../../entities/layer-file/useFileObjectUrl.js';

/** Shows an image or a PDF of a layer in the app, with its download. */
export function FileViewerDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const file = useStore(fileViewerStore);
  const content = useFileObjectUrl(file);
  const kind = file ? viewableKind(file) : null;

  return (
    <Dialog
      open={file !== null}
      onClose={closeFileViewer}
      aria-labelledby={titleId}
      maxWidth="lg"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        {file?.name}
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, bgcolor: 'grey.100' }}>
        {content.failed ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {t('files.openFailed')}
          </Alert>
        ) : !content.url ? (
          <LoadingIndicator />
        ) : kind === 'pdf' ? (
          <Box
            component="iframe"
            src={content.url}
            title={file?.name}
            sx={{ display: 'block', width: '100%', height: '75vh', border: 0 }}
          />
        ) : (
          <Box
            component="img"
            src={content.url}
            alt={file?.name}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        {file && (
          <Button
            startIcon={<DownloadIcon />}
            onClick={() =>
              void downloadFile(file).catch(() => showAlert({ key: 'files.openFailed' }))
            }
          >
            {t('files.downloadButton')}
          </Button>
        )}
        <Button onClick={closeFileViewer}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
