import DownloadIcon from '@mui/icons-material/Download';
import ThreeDRotationIcon from '@mui/icons-material/ThreeDRotation';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { CircularProgress, IconButton, Stack, Tooltip } from '@mui/material';
import type { LayerFileRead } from '@waymark/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../lib/notificationsStore.js';
import { downloadFile } from '../../../entities/layer-file/fileTransfer.js';
import { viewFile } from '../../../lib/fileViewerStore.js';
import { viewerKindOf } from './fileGroups.js';
import { openViewerDialog } from './viewerDialogStore.js';

/**
 * View and download of one file: images and PDFs in the app's file viewer, 3D models and
 * point clouds in their viewers, everything downloaded with the app's authentication.
 */
export function FileActions({ file }: { file: LayerFileRead }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const kind = viewerKindOf(file);
  const view = kind === 'model' || kind === 'point-cloud' ? openViewerDialog : viewFile;
  const viewLabel = t('files.view', { name: file.name });
  const downloadLabel = t('files.download', { name: file.name });

  const download = () => {
    setDownloading(true);
    downloadFile(file)
      .catch(() => showAlert({ key: 'files.openFailed' }))
      .finally(() => setDownloading(false));
  };

  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      {kind && (
        <Tooltip title={viewLabel}>
          <IconButton size="small" aria-label={viewLabel} onClick={() => view(file)}>
            {kind === 'model' || kind === 'point-cloud' ? (
              <ThreeDRotationIcon fontSize="small" />
            ) : (
              <VisibilityIcon fontSize="small" />
            )}
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={downloadLabel}>
        <span>
          <IconButton
            size="small"
            aria-label={downloadLabel}
            onClick={download}
            disabled={downloading}
          >
            {downloading ? <CircularProgress size={18} /> : <DownloadIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
