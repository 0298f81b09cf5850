import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../../components/LoadingIndicator.js';
import { useFileBlob, usePrefetchFiles } from '../common/useFileBlob.js';
import { ViewerFrame } from '../common/ViewerFrame.js';
import { ViewerMessage } from '../common/ViewerMessage.js';
import { ViewerToolbar } from '../common/ViewerToolbar.js';
import { canUseWebGL } from '../common/webglSupport.js';
import {
  clampIndex,
  panoramaKey,
  photoDate,
  photoPosition,
  stepIndex,
  type PanoramaPhoto,
} from './panoramaWalk.js';
import { usePhotoSphere } from './usePhotoSphere.js';
import { registerMessages } from '../../../../i18n/registerMessages.js';
import { viewersMessages } from '../messages.js';

// Loaded on demand: its feature's texts come with it (see i18n/registerMessages.ts).
registerMessages('viewers', viewersMessages);

export type { PanoramaPhoto } from './panoramaWalk.js';

export interface PanoramaViewerProps {
  /** The walk of photos (e.g. the layer's photos nearest the feature's, west to east). */
  photos: readonly PanoramaPhoto[];
  /** The photo shown first. */
  index: number;
  /** Told when the user steps to another photo. */
  onIndexChange?(index: number): void;
  height?: number | string;
}

const asFile = (photo: PanoramaPhoto) => ({ id: photo.fileId, layer_id: photo.layerId });

/** A 360° photo to look around in, its date and position, and previous / next along the walk. */
export function PanoramaViewer({ photos, index, onIndexChange, height }: PanoramaViewerProps) {
  const { t } = useTranslation();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  // The index the parent gave, until the user steps; a new one from the parent wins again.
  const [stepped, setStepped] = useState({ from: index, current: index });
  const current = clampIndex(stepped.from === index ? stepped.current : index, photos.length);
  const photo = photos[current] ?? null;
  const webgl = canUseWebGL();
  const content = useFileBlob(photo && webgl ? asFile(photo) : null);
  const blob = content.data ?? null;
  const shownContent = useMemo(
    () => (photo && blob ? { key: panoramaKey(photo), blob } : null),
    [photo, blob],
  );
  const sphere = usePhotoSphere(webgl ? container : null, shownContent);
  const prefetch = usePrefetchFiles();

  // The neighbours are fetched while this photo is looked at: stepping is then instant.
  useEffect(() => {
    if (!webgl || sphere.phase !== 'ready') return;
    const near = [photos[current - 1], photos[current + 1]].filter((p) => p !== undefined);
    prefetch(near.map(asFile));
  }, [webgl, sphere.phase, photos, current, prefetch]);

  const go = (step: -1 | 1) => {
    const next = stepIndex(current, step, photos.length);
    if (next === null) return;
    setStepped({ from: index, current: next });
    onIndexChange?.(next);
  };

  const name = photo?.name ?? '';
  const label = t('viewers.panorama.label', { name });
  if (!webgl) {
    return (
      <ViewerFrame label={label} height={height}>
        <ViewerMessage severity="info" title={t('viewers.noWebgl')} />
      </ViewerFrame>
    );
  }
  const when = photo ? photoDate(photo) : null;
  const where = photo ? photoPosition(photo) : null;
  const failed = content.isError || sphere.phase === 'failed';
  return (
    <ViewerFrame label={label} height={height}>
      <Box ref={setContainer} sx={{ position: 'absolute', inset: 0 }} />
      <ViewerToolbar>
        {photos.length > 1 && (
          <Tooltip title={t('viewers.panorama.previous')}>
            <span>
              <IconButton
                aria-label={t('viewers.panorama.previous')}
                disabled={stepIndex(current, -1, photos.length) === null}
                onClick={() => go(-1)}
              >
                <ChevronLeftIcon />
              </IconButton>
            </span>
          </Tooltip>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" noWrap title={name}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {when ? t('viewers.panorama.taken', when) : t('viewers.panorama.noDate')}
            {' · '}
            {where ?? t('viewers.panorama.noPosition')}
            {photos.length > 1 &&
              ` · ${t('viewers.position', { index: current + 1, count: photos.length })}`}
          </Typography>
        </Box>
        {photos.length > 1 && (
          <Tooltip title={t('viewers.panorama.next')}>
            <span>
              <IconButton
                aria-label={t('viewers.panorama.next')}
                disabled={stepIndex(current, 1, photos.length) === null}
                onClick={() => go(1)}
              >
                <ChevronRightIcon />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </ViewerToolbar>
      {failed ? (
        <ViewerMessage
          title={t('viewers.unreadable', { name })}
          hint={t('viewers.unreadableHint')}
        />
      ) : (
        sphere.phase === 'loading' &&
        sphere.shownKey === null && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <LoadingIndicator label={t('viewers.loading', { name })} />
          </Box>
        )
      )}
    </ViewerFrame>
  );
}
