import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import { Box, IconButton, MenuItem, Slider, TextField, Tooltip, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ViewerToolbar } from '../common/ViewerToolbar.js';
import type { ColourMode } from '../../../../lib/point-cloud/colourModes.js';

interface PointCloudToolbarProps {
  modes: readonly ColourMode[];
  mode: ColourMode;
  onModeChange(mode: ColourMode): void;
  pointSize: number;
  onPointSizeChange(size: number): void;
  onFit(): void;
}

export const POINT_SIZES = { min: 1, max: 8 } as const;

/** Colour mode, point size and fit, over the point cloud. */
export function PointCloudToolbar(props: PointCloudToolbarProps) {
  const { t } = useTranslation();
  const sizeLabel = useId();
  return (
    <ViewerToolbar>
      <TextField
        select
        size="small"
        label={t('viewers.pointCloud.colourBy')}
        value={props.mode}
        onChange={(event) => props.onModeChange(event.target.value as ColourMode)}
        sx={{ minWidth: 150 }}
      >
        {props.modes.map((mode) => (
          <MenuItem key={mode} value={mode}>
            {t(`viewers.pointCloud.${mode}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 160, flex: '0 1 220px' }}
      >
        <Typography id={sizeLabel} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {t('viewers.pointCloud.pointSize')}
        </Typography>
        <Slider
          size="small"
          min={POINT_SIZES.min}
          max={POINT_SIZES.max}
          step={1}
          value={props.pointSize}
          onChange={(_event, value) => props.onPointSizeChange(value)}
          aria-labelledby={sizeLabel}
          valueLabelDisplay="auto"
        />
      </Box>
      <Box sx={{ flex: 1 }} />
      <Tooltip title={t('viewers.fit')}>
        <IconButton aria-label={t('viewers.fit')} onClick={props.onFit}>
          <CenterFocusStrongIcon />
        </IconButton>
      </Tooltip>
    </ViewerToolbar>
  );
}
