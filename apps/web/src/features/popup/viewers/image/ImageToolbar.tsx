import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ViewerToolbar } from '../common/ViewerToolbar.js';
import { stepIndex } from '../panorama/panoramaWalk.js';

/** One press of a zoom button (or key) zooms by half again. */
export const ZOOM_STEP = 1.5;

function ToolButton(props: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  icon: ReactNode;
}) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton aria-label={props.label} onClick={props.onClick} disabled={props.disabled}>
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

interface ImageToolbarProps {
  name: string;
  index: number;
  count: number;
  onStep(step: -1 | 1): void;
  zoomed: boolean;
  canZoom: boolean;
  onZoom(factor: number): void;
  onReset(): void;
}

/** The image's name and place in the list, previous / next, zoom out / in and fit. */
export function ImageToolbar(props: ImageToolbarProps) {
  const { t } = useTranslation();
  const { index, count } = props;
  return (
    <ViewerToolbar inline>
      {count > 1 && (
        <ToolButton
          label={t('viewers.image.previous')}
          icon={<ChevronLeftIcon />}
          disabled={stepIndex(index, -1, count) === null}
          onClick={() => props.onStep(-1)}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="p" noWrap title={props.name}>
          {props.name}
        </Typography>
        {count > 1 && (
          <Typography variant="caption" color="text.secondary" component="p">
            {t('viewers.position', { index: index + 1, count })}
          </Typography>
        )}
      </Box>
      <ToolButton
        label={t('viewers.image.zoomOut')}
        icon={<ZoomOutIcon />}
        disabled={!props.zoomed}
        onClick={() => props.onZoom(1 / ZOOM_STEP)}
      />
      <ToolButton
        label={t('viewers.image.zoomIn')}
        icon={<ZoomInIcon />}
        disabled={!props.canZoom}
        onClick={() => props.onZoom(ZOOM_STEP)}
      />
      <ToolButton
        label={t('viewers.image.reset')}
        icon={<FitScreenIcon />}
        disabled={!props.zoomed}
        onClick={props.onReset}
      />
      {count > 1 && (
        <ToolButton
          label={t('viewers.image.next')}
          icon={<ChevronRightIcon />}
          disabled={stepIndex(index, 1, count) === null}
          onClick={() => props.onStep(1)}
        />
      )}
    </ViewerToolbar>
  );
}
