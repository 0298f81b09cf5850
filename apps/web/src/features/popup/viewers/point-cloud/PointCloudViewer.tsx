import { Alert, Box, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../../components/LoadingIndicator.js';
import { ViewerFrame } from '../common/ViewerFrame.js';
import { ViewerMessage } from '../common/ViewerMessage.js';
import { ViewerStatus } from '../common/ViewerStatus.js';
import type { ViewerFile } from '../common/viewerFile.js';
import { canUseWebGL } from '../common/webglSupport.js';
import type { ColourMode } from '../../../../lib/point-cloud/colourModes.js';
import { DEFAULT_POINT_BUDGET } from '../../../../lib/point-cloud/PointCloudStream.js';
import { PointCloudToolbar } from './PointCloudToolbar.js';
import { usePointCloudScene } from './usePointCloudScene.js';
import { registerMessages } from '../../../../i18n/registerMessages.js';
import { viewersMessages } from '../messages.js';

// Loaded on demand: its feature's texts come with it (see i18n/registerMessages.ts).
registerMessages('viewers', viewersMessages);

export interface PointCloudViewerProps {
  /** A COPC file (.copc.laz) of a layer; streamed with range requests, never read whole. */
  file: ViewerFile;
  /** The first colour mode; RGB by default, elevation when the points have no colour. */
  mode?: ColourMode;
  /** Points drawn at most at once (about 2 million by default). */
  pointBudget?: number;
  /** CSS height of the viewer (480 px by default). */
  height?: number | string;
}

/** A COPC point cloud streamed by octree node, with level of detail, colour modes and orbit. */
export function PointCloudViewer({ file, mode, pointBudget, height }: PointCloudViewerProps) {
  const { t, i18n } = useTranslation();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const budget = pointBudget ?? DEFAULT_POINT_BUDGET;
  const webgl = canUseWebGL();
  const cloud = usePointCloudScene(webgl ? container : null, file, { mode, budget });
  const [chosenMode, setChosenMode] = useState<ColourMode | null>(null);
  const [pointSize, setPointSize] = useState(2);
  const label = t('viewers.pointCloud.label', { name: file.name });
  const number = (n: number) => n.toLocaleString(i18n.language);

  if (!webgl) {
    return (
      <ViewerFrame label={label} height={height}>
        <ViewerMessage severity="info" title={t('viewers.noWebgl')} />
      </ViewerFrame>
    );
  }
  const shownMode = chosenMode && cloud.modes.includes(chosenMode) ? chosenMode : cloud.mode;
  return (
    <ViewerFrame label={label} height={height}>
      <Box ref={setContainer} sx={{ position: 'absolute', inset: 0 }} />
      {cloud.phase === 'loading' && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <LoadingIndicator label={t('viewers.loading', { name: file.name })} />
        </Box>
      )}
      {cloud.phase === 'failed' && (
        <ViewerMessage
          title={t('viewers.unreadable', { name: file.name })}
          hint={t('viewers.unreadableHint')}
        />
      )}
      {cloud.phase === 'ready' && cloud.scene && shownMode && (
        <PointCloudToolbar
          modes={cloud.modes}
          mode={shownMode}
          onModeChange={(next) => {
            setChosenMode(next);
            cloud.scene?.setMode(next);
          }}
          pointSize={pointSize}
          onPointSizeChange={(size) => {
            setPointSize(size);
            cloud.scene?.setPointSize(size);
          }}
          onFit={() => cloud.scene?.fit()}
        />
      )}
      {cloud.partialFailure && (
        <Alert severity="warning" sx={{ position: 'absolute', right: 8, bottom: 8, zIndex: 1 }}>
          {t('viewers.loadFailed', { name: file.name })}
        </Alert>
      )}
      {cloud.phase === 'ready' && cloud.stats && (
        <ViewerStatus>
          <Box component="span" title={t('viewers.pointCloud.budget', { budget: number(budget) })}>
            {t('viewers.pointCloud.pointsDrawn', {
              drawn: number(cloud.stats.drawn),
              total: number(cloud.stats.total),
            })}
          </Box>
          {cloud.stats.loading > 0 && (
            <CircularProgress
              size={10}
              color="inherit"
              aria-label={t('viewers.pointCloud.loadingNodes')}
              sx={{ ml: 1, verticalAlign: 'middle' }}
            />
          )}
        </ViewerStatus>
      )}
    </ViewerFrame>
  );
}
