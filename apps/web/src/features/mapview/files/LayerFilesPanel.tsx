import CloseIcon from '@mui/icons-material/Close';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { Alert, Box, Divider, IconButton, Paper, Typography } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import { useStore } from '../../../lib/createStore.js';
import { layerNameParts } from '../../../entities/layer/layerName.js';
import { isAttachment, isDataFile } from '../../../entities/layer-file/fileKinds.js';
import { FileList } from '../../../entities/layer-file/FileList.js';
import {
  SurveyDate,
  takesSurveyDate,
} from '../../../entities/layer-file/survey-date/SurveyDate.js';
import { useMapViewParts } from '../mapViewParts.js';
import { closeFilesPanel, filesPanelStore } from './filesPanelStore.js';
import { useLayerFiles } from '../../../entities/layer-file/useLayerFiles.js';

/**
 * The files panel of the layer whose folder button is on: its data files, each source file with
 * its survey date (changed in place where the file's abilities allow), and its attachments.
 */
export function LayerFilesPanel({ layers }: { layers: readonly LayerRead[] }) {
  const { t } = useTranslation();
  const { LayerUpload } = useMapViewParts();
  const shownId = useStore(filesPanelStore);
  const layer = layers.find((l) => l.id === shownId) ?? null;
  const files = useLayerFiles(layer?.id ?? null);
  if (!layer) return null;

  const parts = layerNameParts(layer.name);
  const name = parts.backgroundMap ? t('mapView.backgroundMap') : parts.name;
  const title = t('mapView.layerFiles', { name });
  const all = files.data ?? [];

  return (
    <Paper
      elevation={4}
      square
      role="region"
      aria-label={title}
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        bottom: 0,
        width: { xs: '100%', sm: 360 },
        zIndex: 3,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1 }}>
        <FolderOpenIcon color="primary" />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" noWrap title={name}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('files.title')}
          </Typography>
        </Box>
        <LayerUpload layer={layer} compact />
        <IconButton aria-label={t('files.closePanel')} onClick={closeFilesPanel}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {files.isPending ? (
          <LoadingIndicator />
        ) : files.isError ? (
          <Alert severity="error" sx={{ m: 1.5 }}>
            {t('files.loadFailed')}
          </Alert>
        ) : (
          <>
            <FileList
              title={t('files.dataFiles')}
              files={all.filter(isDataFile)}
              emptyText={t('files.none')}
              detail={(file) =>
                takesSurveyDate(file) ? <SurveyDate file={file} labelled /> : null
              }
            />
            <Divider />
            <FileList
              title={t('files.attachments')}
              files={all.filter(isAttachment)}
              emptyText={t('files.noAttachments')}
            />
          </>
        )}
      </Box>
    </Paper>
  );
}
