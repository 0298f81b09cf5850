import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SceneModel } from './sceneModels.js';

/** The scene's models in its bar: each with where it stands, or why it is not drawn. */
export function SceneModelsPanel({ models }: { models: readonly SceneModel[] }) {
  const { t } = useTranslation();
  return (
    <Box role="group" aria-label={t('scene.models')} sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('scene.models')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 0.5 }}>
        {models.map((model) => (
          <Box
            component="li"
            key={model.key}
            data-testid={`scene-model-${model.name}`}
            sx={{ mb: 0.5 }}
          >
            <Typography
              variant="caption"
              component="div"
              sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
            >
              {model.name}
            </Typography>
            <Typography
              variant="caption"
              component="div"
              role={model.problem ? 'alert' : undefined}
              color={model.problem ? 'error' : 'text.secondary'}
            >
              {model.problem
                ? t(`scene.modelProblem.${model.problem}`)
                : model.phase === 'ready'
                  ? t(
                      model.placedBy === 'editor'
                        ? 'scene.modelPlacedByEditor'
                        : 'scene.modelPlaced',
                    )
                  : t('scene.loading')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
