import {
  Alert,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FileStateView } from './FileStateView.js';
import { stateOf, type FileState, type WatchedFile } from './processingState.js';
import { useProcessingWatch } from './useProcessingWatch.js';

const READY: FileState = { status: 'ready', progress: 100, error_code: null, error: null };

/** After the upload: each file's processing, live, until the dialog is closed. */
export function ProcessingList({ files }: { files: readonly WatchedFile[] }) {
  const { t } = useTranslation();
  const { byLayer } = useProcessingWatch(files);
  const states = files.map((file) =>
    file.attachment ? READY : stateOf(byLayer.get(file.layerId), file.name),
  );
  const known = states.filter((s): s is FileState => s !== undefined);
  const finished =
    known.length === files.length &&
    known.every((s) => s.status === 'ready' || s.status === 'error');
  const failed = known.some((s) => s.status === 'error');

  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        {t('upload.processing.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('upload.processing.intro')}
      </Typography>
      <TableContainer
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}
      >
        <Table size="small" sx={{ minWidth: 560 }} aria-label={t('upload.processing.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('upload.processing.file')}</TableCell>
              <TableCell>{t('upload.processing.layer')}</TableCell>
              <TableCell>{t('upload.processing.state')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {files.map((file, index) => (
              <TableRow
                key={`${file.layerId}-${file.name}`}
                data-testid={`processing-${file.name}`}
              >
                <TableCell sx={{ maxWidth: 240, wordBreak: 'break-all' }}>{file.name}</TableCell>
                <TableCell sx={{ maxWidth: 200 }}>{file.layerName}</TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  <FileStateView state={states[index]} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {finished ? (
        <Alert severity={failed ? 'warning' : 'success'} sx={{ mt: 1.5 }} role="status">
          {failed ? t('upload.processing.someFailed') : t('upload.processing.allReady')}
        </Alert>
      ) : null}
    </>
  );
}
