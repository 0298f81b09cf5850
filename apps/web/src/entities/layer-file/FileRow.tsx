import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import type { LayerFileRead } from '@waymark/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatFileSize } from '../../lib/format.js';
import { showAlert } from '../../lib/notificationsStore.js';
import { attachTarget, viewableKind } from './fileKinds.js';
import { FileKindIcon } from './FileKindIcon.js';
import { downloadFile } from './fileTransfer.js';
import { viewFile } from '../../lib/fileViewerStore.js';

/** A file: name, size (1024 steps) and date (dd/MM/yyyy); viewed in the app or downloaded. */
export function FileRow({
  file,
  detail,
}: {
  file: LayerFileRead;
  /** More about the file, under its size and date (a survey date, ...). */
  detail?: ReactNode;
}) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const viewable = viewableKind(file) !== null;
  const target = attachTarget(file.attach_where);

  const download = () => {
    setDownloading(true);
    downloadFile(file)
      .catch(() => showAlert({ key: 'files.openFailed' }))
      .finally(() => setDownloading(false));
  };

  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75, px: 1.5 }}
      data-testid="file-row"
    >
      <FileKindIcon file={file} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          {file.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {formatFileSize(file.size)} · {formatDate(file.created_at)}
        </Typography>
        {target && (
          <Typography variant="caption" color="text.secondary" component="p">
            {t('files.attachedTo', {
              target:
                'all' in target ? t('files.allFeatures') : `${target.field} = ${target.value}`,
            })}
          </Typography>
        )}
        {detail}
      </Box>
      {viewable && (
        <Tooltip title={t('files.view', { name: file.name })}>
          <IconButton
            size="small"
            aria-label={t('files.view', { name: file.name })}
            onClick={() => viewFile(file)}
          >
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={t('files.download', { name: file.name })}>
        <span>
          <IconButton
            size="small"
            aria-label={t('files.download', { name: file.name })}
            onClick={download}
            disabled={downloading}
          >
            {downloading ? <CircularProgress size={18} /> : <DownloadIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
