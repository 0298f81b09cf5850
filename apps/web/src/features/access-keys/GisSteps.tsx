import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const STEPS = ['one', 'two', 'three', 'four', 'five'] as const;

/** The numbered steps of one desktop tool (`accessKeys.gis.<tool>Steps`). */
export function GisSteps({ tool, name }: { tool: 'qgis' | 'arcgis'; name: string }) {
  const { t } = useTranslation();
  const id = `gis-steps-${tool}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3">
        {t(`accessKeys.gis.${tool}`)}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
        {STEPS.map((step) => (
          <Typography key={step} component="li" variant="body2">
            {t(`accessKeys.gis.${tool}Steps.${step}`, { name })}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
