import { Box } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../../components/LoadingIndicator.js';
import { useFileObjectUrl } from '../../../../entities/layer-file/useFileObjectUrl.js';
import { useElementSize } from '../common/useElementSize.js';
import { ViewerFrame } from '../common/ViewerFrame.js';
import { ViewerMessage } from '../common/ViewerMessage.js';
import type { ViewerFile } from '../common/viewerFile.js';
import { clampIndex, stepIndex } from '../panorama/panoramaWalk.js';
import { ImageToolbar, ZOOM_STEP } from './ImageToolbar.js';
import { useZoomPan } from './useZoomPan.js';
import type { Size } from './zoomPan.js';
import { registerMessages } from '../../../../i18n/registerMessages.js';
import { viewersMessages } from '../messages.js';

// Loaded on demand: its feature's texts come with it (see i18n/registerMessages.ts).
registerMessages('viewers', viewersMessages);

export interface ImageViewerProps {
  /** The images (PNG, JPEG, GIF, WebP files of a layer). */
  files: readonly ViewerFile[];
  /** The one shown first. */
  index?: number;
  height?: number | string;
}

const KEY_PAN = 60;

/** Images with zoom and pan (wheel, pinch, drag, double-click, keys) and previous / next. */
export function ImageViewer({ files, index = 0, height }: ImageViewerProps) {
  const { t } = useTranslation();
  const [stepped, setStepped] = useState({ from: index, current: index });
  const current = clampIndex(stepped.from === index ? stepped.current : index, files.length);
  const file = files[current] ?? null;
  const content = useFileObjectUrl(file);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const box = useElementSize(stage);
  const [natural, setNatural] = useState<{ url: string; size: Size } | null>(null);
  const image = natural && natural.url === content.url ? natural.size : null;
  const geometry = box && image && box.width > 0 ? { box, image } : null;
  const view = useZoomPan(stage, geometry, content.url ?? '');
  const name = file?.name ?? '';

  const go = (step: -1 | 1) => {
    const next = stepIndex(current, step, files.length);
    if (next !== null) setStepped({ from: index, current: next });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      '+': () => view.zoomBy(ZOOM_STEP),
      '=': () => view.zoomBy(ZOOM_STEP),
      '-': () => view.zoomBy(1 / ZOOM_STEP),
      '0': view.reset,
      ArrowLeft: () => (view.zoomed ? view.pan(KEY_PAN, 0) : go(-1)),
      ArrowRight: () => (view.zoomed ? view.pan(-KEY_PAN, 0) : go(1)),
      ArrowUp: () => view.pan(0, KEY_PAN),
      ArrowDown: () => view.pan(0, -KEY_PAN),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <ViewerFrame label={t('viewers.image.label', { name })} height={height} dark={false}>
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column' }}>
        <ImageToolbar
          name={name}
          index={current}
          count={files.length}
          onStep={go}
          zoomed={view.zoomed}
          canZoom={geometry !== null}
          onZoom={view.zoomBy}
          onReset={view.reset}
        />
        <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
          <Box
            ref={setStage}
            tabIndex={0}
            onKeyDown={onKeyDown}
            title={t('viewers.image.hint')}
            sx={{
              position: 'absolute',
              inset: 0,
              cursor: view.zoomed ? 'grab' : 'zoom-in',
              '&:active': { cursor: view.zoomed ? 'grabbing' : 'zoom-in' },
              '&:focus-visible': {
                outline: '2px solid',
                outlineColor: 'primary.main',
                outlineOffset: -2,
              },
            }}
          >
            {content.url && (
              <Box
                component="img"
                src={content.url}
                alt={name}
                draggable={false}
                onLoad={(event) => {
                  const img = event.currentTarget as HTMLImageElement;
                  setNatural({
                    url: img.src,
                    size: { width: img.naturalWidth, height: img.naturalHeight },
                  });
                }}
                sx={{
                  position: 'absolute',
                  left: 0,
                  top: 0,
                  maxWidth: 'none',
                  transformOrigin: '0 0',
                  userSelect: 'none',
                }}
                // Inline, not sx: the transform changes every frame of a gesture, and each value
                // would otherwise become a new style rule.
                style={
                  view.transform
                    ? {
                        transform: `translate(${view.transform.x}px, ${view.transform.y}px) scale(${view.transform.scale})`,
                      }
                    : // Until it is measured the image is fitted by CSS.
                      { width: '100%', height: '100%', objectFit: 'contain' }
                }
              />
            )}
          </Box>
          {content.failed && <ViewerMessage title={t('viewers.loadFailed', { name })} />}
          {content.loading && (
            <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
              <LoadingIndicator label={t('viewers.loading', { name })} />
            </Box>
          )}
        </Box>
      </Box>
    </ViewerFrame>
  );
}
