import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Typography,
} from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import { useStore } from '../../../lib/createStore.js';
import { FileList } from '../files/FileList.js';
import { useFeatureAttachments } from '../files/useFeatureAttachments.js';
import { layerNameParts } from '../layers/layerName.js';
import { AttributeTable } from './AttributeTable.js';
import { popupTitle, visibleAttributes } from './featureAttributes.js';
import { headerImageOf } from './headerImage.js';
import { PopupHeaderImage } from './PopupHeaderImage.js';
import { closePopup, popupStore } from './popupStore.js';

/** Popups are 700px wide by default (section 9). */
export const POPUP_WIDTH = 700;

/**
 * The default popup of a clicked feature (layers without a popup template): title, header,
 * attributes, attachments, 'Powered by Waymark'.
 */
export function FeaturePopup({ layers }: { layers: readonly LayerRead[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const feature = useStore(popupStore);
  const layer = layers.find((l) => l.id === feature?.layerId) ?? null;
  const attachments = useFeatureAttachments(layer?.id ?? null, feature?.fid ?? null);
  if (!feature || !layer) return null;

  const parts = layerNameParts(layer.name);
  const layerName = parts.backgroundMap ? t('mapView.backgroundMap') : parts.name;
  const title = popupTitle(feature.properties, layerName);
  const files = attachments.data ?? [];
  const headerImage = headerImageOf(files, layer.type);

  return (
    <Dialog
      open
      onClose={closePopup}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: POPUP_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6, wordBreak: 'break-word' }}>
        {title}
        {title !== layerName && (
          <Typography
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ display: 'block' }}
          >
            {layerName}
          </Typography>
        )}
      </DialogTitle>
      <IconButton
        aria-label={t('common.close')}
        onClick={closePopup}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {headerImage && <PopupHeaderImage file={headerImage} />}
      <DialogContent dividers sx={{ p: 0 }}>
        <AttributeTable rows={visibleAttributes(feature.properties, layer.attributes)} />
        {feature.fid !== null &&
          (attachments.isPending ? (
            <LoadingIndicator />
          ) : (
            <FileList
              title={t('files.attachments')}
              files={files}
              emptyText={attachments.isError ? t('files.loadFailed') : t('files.noAttachments')}
            />
          ))}
      </DialogContent>
      <Divider />
      <Box component="footer" sx={{ px: 3, py: 1.25 }}>
        <Typography variant="caption" color="text.secondary">
          {t('popup.poweredBy', { name: t('app.name') })}
        </Typography>
      </Box>
    </Dialog>
  );
}
