import { Box, Paper, Stack, Typography } from '@mui/material';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SceneModelsPanel } from './model/SceneModelsPanel.js';
import type { SceneModel } from './model/sceneModels.js';
import { SceneCloudsPanel } from './point-cloud/SceneCloudsPanel.js';
import type { SceneCloud } from './point-cloud/sceneClouds.js';
import type { CloudLook } from './point-cloud/useScenePointClouds.js';
import { EXAGGERATION } from './sceneUrl.js';

/**
 * While the 3D view is on, at the map's bottom left: the DTM it stands on (or that there is
 * none), its vertical exaggeration, the point clouds and models in it, and how to tilt and
 * turn the view.
 */
export function SceneBar({
  terrain,
  exaggeration,
  onChange,
  clouds = [],
  look,
  onLook,
  models = [],
}: {
  /** The name of the DTM under the scene; null: the map is tilted flat. */
  terrain: string | null;
  exaggeration: number;
  onChange(exaggeration: number): void;
  /** The point clouds in the scene, and how they are drawn. */
  clouds?: readonly SceneCloud[];
  look?: CloudLook;
  onLook?(look: CloudLook): void;
  /** The IFC models in the scene. */
  models?: readonly SceneModel[];
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Paper
      role="region"
      aria-label={t('scene.toggle')}
      data-testid="scene-bar"
      elevation={3}
      sx={{
        position: 'absolute',
        left: 10,
        bottom: 40,
        width: 250,
        maxWidth: 'calc(100% - 20px)',
        px: 1.5,
        py: 1,
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {terrain ? t('scene.terrain', { layer: terrain }) : t('scene.flat')}
      </Typography>
      {terrain ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography id={labelId} variant="caption" sx={{ flexShrink: 0 }}>
            {t('scene.exaggeration')}
          </Typography>
          {/* The browser's own slider: keyboard and assistive technology come with it, and no
              slider code joins the map page's (MUI's would split its shared helpers out). */}
          <Box
            component="input"
            type="range"
            min={EXAGGERATION.min}
            max={EXAGGERATION.max}
            step={EXAGGERATION.step}
            value={exaggeration}
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              onChange(Number(event.target.value))
            }
            aria-labelledby={labelId}
            aria-valuetext={t('scene.times', { value: exaggeration })}
            sx={{ flex: 1, minWidth: 0, accentColor: (theme) => theme.palette.primary.main }}
          />
          <Typography variant="caption" sx={{ minWidth: 28 }}>
            {t('scene.times', { value: exaggeration })}
          </Typography>
        </Stack>
      ) : null}
      {clouds.length > 0 && look && onLook ? (
        <SceneCloudsPanel clouds={clouds} look={look} onLook={onLook} />
      ) : null}
      {models.length > 0 ? <SceneModelsPanel models={models} /> : null}
      <Typography variant="caption" color="text.secondary">
        {t('scene.hint')}
      </Typography>
    </Paper>
  );
}
