import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogTitle, IconButton, useMediaQuery, useTheme } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../lib/createStore.js';
import { ModelViewer, PointCloudViewer, ViewerSuspense } from '../viewers/index.js';
import { viewerKindOf } from './fileGroups.js';
import { closeViewerDialog, viewerDialogStore } from './viewerDialogStore.js';

/**
 * A 3D model or a point cloud opened from a popup's file table, in a large window over the
 * popup (full screen on phones); its viewer is loaded when first opened.
 */
export function ViewerDialog() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const file = useStore(viewerDialogStore);
  const kind = file ? viewerKindOf(file) : null;
  return (
    <Dialog
      open={file !== null}
      onClose={closeViewerDialog}
      aria-labelledby={titleId}
      fullScreen={phone}
      maxWidth={false}
      slotProps={{
        paper: { sx: phone ? {} : { width: '90vw', maxWidth: '90vw', height: '85vh' } },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6, wordBreak: 'break-word' }}>
        {file?.name}
      </DialogTitle>
      <IconButton
        aria-label={t('common.close')}
        onClick={closeViewerDialog}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {file && (
          <ViewerSuspense>
            {kind === 'point-cloud' ? (
              <PointCloudViewer key={file.id} file={file} height="100%" />
            ) : (
              <ModelViewer key={file.id} file={file} height="100%" />
            )}
          </ViewerSuspense>
        )}
      </Box>
    </Dialog>
  );
}
