import { Box, Typography } from '@mui/material';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COLOUR_MODES, type ColourMode } from '../../../lib/point-cloud/colourModes.js';
import { CloudLine } from './CloudLine.js';
import { LabelledRow } from './LabelledRow.js';
import type { SceneCloud } from './sceneClouds.js';
import type { CloudLook } from './useScenePointClouds.js';

export const POINT_SIZE = { min: 1, max: 6, step: 1 } as const;

/**
 * The scene's point clouds in its bar: each with its points drawn, and how they are drawn —
 * shown or not, the colour (RGB, intensity, elevation, classification) and the points' size.
 * The browser's own checkbox, select and range: no MUI input code joins the viewer's.
 */
export function SceneCloudsPanel({
  clouds,
  look,
  onLook,
}: {
  clouds: readonly SceneCloud[];
  look: CloudLook;
  onLook(look: CloudLook): void;
}) {
  const { t } = useTranslation();
  const colourId = useId();
  const sizeId = useId();
  const field = { flex: 1, minWidth: 0, font: 'inherit' } as const;
  return (
    <Box role="group" aria-label={t('scene.clouds')} sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('scene.clouds')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 0.5 }}>
        {clouds.map((cloud) => (
          <CloudLine key={cloud.key} cloud={cloud} />
        ))}
      </Box>
      <Typography
        component="label"
        variant="caption"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
      >
        <input
          type="checkbox"
          checked={look.shown}
          onChange={(event) => onLook({ ...look, shown: event.target.checked })}
        />
        {t('scene.showClouds')}
      </Typography>
      <LabelledRow id={colourId} label={t('scene.colour')}>
        <Box
          component="select"
          id={colourId}
          value={look.mode}
          onChange={(event: ChangeEvent<HTMLSelectElement>) =>
            onLook({ ...look, mode: event.target.value as ColourMode })
          }
          sx={field}
        >
          {COLOUR_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`scene.mode.${mode}`)}
            </option>
          ))}
        </Box>
      </LabelledRow>
      <LabelledRow id={sizeId} label={t('scene.pointSize')}>
        <Box
          component="input"
          id={sizeId}
          type="range"
          min={POINT_SIZE.min}
          max={POINT_SIZE.max}
          step={POINT_SIZE.step}
          value={look.pointSize}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            onLook({ ...look, pointSize: Number(event.target.value) })
          }
          aria-valuetext={t('scene.pixels', { value: look.pointSize })}
          sx={{ ...field, accentColor: (theme) => theme.palette.primary.main }}
        />
      </LabelledRow>
    </Box>
  );
}
