import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureAttachments } from '../../entities/layer-file/useFeatureAttachments.js';
import { layerNameParts } from '../../entities/layer/layerName.js';
import { popupTitle } from './featureAttributes.js';
import { headerImageOf } from './headerImage.js';
import { POPUP_WIDTH } from '../../map/popupDefaults.js';
import { PopupHeaderImage } from './PopupHeaderImage.js';
import { closePopup, setPopupDtm, type PopupFeature } from '../../map/popupStore.js';
import { usePopupSections } from '../../map/popupSections.js';
import { usePackView } from '../../map/pack/packView.js';
import { useOnline } from '../../lib/useOnline.js';
import { DefaultPopupContent } from './DefaultPopupContent.js';
import { dtmFiles } from './files/fileGroups.js';
import { usePackedAttachments } from './files/usePackedAttachments.js';
import { ViewerDialog } from './files/ViewerDialog.js';
import { closeViewerDialog } from './files/viewerDialogStore.js';
import { PopupContext, type PopupData } from './popupContext.js';
import { PopupProblems } from './PopupProblems.js';
import { RouteMeasureLine } from './RouteMeasureLine.js';
import { usePopupTemplate } from './usePopupTemplate.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { popupMessages } from './messages.js';

// Loaded on demand: its feature's texts come with it (see i18n/registerMessages.ts).
registerMessages('popups', popupMessages);

const NO_FILES: never[] = [];

/**
 * The popup of a clicked feature (2.7): title, header, content and footer, 700px wide unless
 * its template sizes it, full screen on phones. Built from the layer's template (popup_type
 * 'vue-template'), with the template's problems shown above what did render; a layer without
 * one gets the default popup. The feature's DTM files go to the popup state (mapPopup.dtm).
 */
export function PopupDialog({
  feature,
  layer,
  mapId = null,
}: {
  feature: PopupFeature;
  layer: LayerRead;
  /** The map shown: a route's line gives its chainage at the clicked point on it. */
  mapId?: number | null;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  // Offline the popup shows what the feature's tile holds: its attributes, asked of no one.
  const online = useOnline();
  const packView = usePackView(mapId);
  const fromPack = packView !== null;
  const offline = !online || fromPack;
  const attachments = useFeatureAttachments(offline ? null : layer.id, feature.fid);
  const files = attachments.data ?? NO_FILES;
  // Offline, those the pack keeps, if it was made with them (read from the stored archive).
  const packedFile = (offline && packView?.attachments[layer.id]) || null;
  const packedQuery = usePackedAttachments(packedFile, feature.fid);
  const packed = packedQuery.data?.entries.length ? packedQuery.data : null;

  useEffect(() => {
    if (attachments.data) setPopupDtm(feature, dtmFiles(attachments.data));
  }, [feature, attachments.data]);
  // A 3D viewer opened from this popup goes with it.
  useEffect(() => closeViewerDialog, []);

  const data = useMemo<PopupData>(
    () => ({
      feature,
      layer,
      files,
      filesLoading:
        feature.fid !== null &&
        (offline ? packedFile !== null && packedQuery.isPending : attachments.isPending),
      filesFailed: attachments.isError,
      filesOffline: offline,
      packed,
    }),
    [
      feature,
      layer,
      files,
      offline,
      attachments.isPending,
      attachments.isError,
      packed,
      packedFile,
      packedQuery.isPending,
    ],
  );
  const template = usePopupTemplate(feature, layer, files);
  // What other features add to the popups of this map (the markups of the feature).
  const sections = usePopupSections(mapId);

  const parts = layerNameParts(layer.name);
  const layerName = parts.backgroundMap ? t('mapView.backgroundMap') : parts.name;
  const defaultTitle = popupTitle(feature.properties, layerName);
  const headerImage = template ? null : headerImageOf(files, layer.type);
  const size = template?.size ?? {};
  const paper = phone
    ? {}
    : {
        width: size.width ?? POPUP_WIDTH,
        maxWidth: 'calc(100% - 32px)',
        ...(size.height ? { height: size.height, maxHeight: 'calc(100% - 32px)' } : {}),
      };

  return (
    <PopupContext value={data}>
      <Dialog
        open
        onClose={closePopup}
        aria-labelledby={titleId}
        fullScreen={phone}
        maxWidth={false}
        slotProps={{ paper: { sx: paper, 'data-testid': 'feature-popup' } as object }}
      >
        <DialogTitle id={titleId} sx={{ pr: 6, wordBreak: 'break-word' }}>
          {template?.sections.title ?? defaultTitle}
          {!template?.sections.title && defaultTitle !== layerName && (
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
        {layer.route_enabled && mapId !== null && !offline ? (
          <RouteMeasureLine mapId={mapId} layer={layer} feature={feature} />
        ) : null}
        {template
          ? template.sections.header
          : headerImage && <PopupHeaderImage file={headerImage} />}
        <DialogContent dividers sx={{ p: 0, display: 'flex', flexDirection: 'column' }}>
          {template ? (
            <>
              <PopupProblems errors={template.errors} />
              <Box sx={{ flex: '1 1 auto', minHeight: 0 }}>{template.sections.content}</Box>
            </>
          ) : (
            <DefaultPopupContent />
          )}
          {mapId !== null
            ? sections.map((Section, index) => (
                <Section key={index} feature={feature} mapId={mapId} />
              ))
            : null}
        </DialogContent>
        <Divider />
        <Box component="footer" sx={{ px: 3, py: 1.25 }}>
          {template?.sections.footer ?? (
            <Typography variant="caption" color="text.secondary">
              {t('popup.poweredBy', { name: t('app.name') })}
            </Typography>
          )}
        </Box>
      </Dialog>
      <ViewerDialog />
    </PopupContext>
  );
}
