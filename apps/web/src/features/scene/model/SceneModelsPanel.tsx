import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SceneItemLine } from '../SceneItemLine.js';
import { isChunkProblem } from '../../../lib/lazySection.js';
import type { SceneModel } from './sceneModels.js';

/** The scene's models in its bar: each with where it stands, or why it is not drawn. */
export function SceneModelsPanel({ models }: { models: readonly SceneModel[] }) {
  const { t } = useTranslation();
  const statusOf = (model: SceneModel) => {
    const { problem } = model;
    if (problem) {
      return isChunkProblem(problem) ? t(`app.${problem}`) : t(`scene.modelProblem.${problem}`);
    }
    if (model.phase !== 'ready') return t('scene.loading');
    if (model.placedBy === 'conversion') {
      return t('scene.modelPlacedByConversion', { crs: `EPSG:${model.epsg}` });
    }
    return t(model.placedBy === 'editor' ? 'scene.modelPlacedByEditor' : 'scene.modelPlaced');
  };
  return (
    <Box role="group" aria-label={t('scene.models')} sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('scene.models')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 0.5 }}>
        {models.map((model) => (
          <SceneItemLine
            key={model.key}
            name={model.name}
            testId={`scene-model-${model.name}`}
            status={statusOf(model)}
            problem={model.problem !== null}
            reload={model.problem !== null && isChunkProblem(model.problem)}
          />
        ))}
      </Box>
    </Box>
  );
}
