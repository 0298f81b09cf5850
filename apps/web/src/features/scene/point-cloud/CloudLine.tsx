import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SceneCloud } from './sceneClouds.js';

/** One cloud: its name, what is drawn of it, and why it is not drawn or how its heights read. */
export function CloudLine({ cloud }: { cloud: SceneCloud }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => value.toLocaleString(i18n.language);
  let status: string;
  if (cloud.problem) status = t(`scene.problem.${cloud.problem}`);
  else if (cloud.phase === 'loading' && cloud.drawn === 0) status = t('scene.loading');
  else status = t('scene.points', { drawn: count(cloud.drawn), total: count(cloud.total) });
  return (
    <Box component="li" data-testid={`scene-cloud-${cloud.name}`} sx={{ mb: 0.5 }}>
      <Typography
        variant="caption"
        component="div"
        sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
      >
        {cloud.name}
      </Typography>
      <Typography
        variant="caption"
        component="div"
        role={cloud.problem ? 'alert' : undefined}
        color={cloud.problem ? 'error' : 'text.secondary'}
      >
        {status}
      </Typography>
      {cloud.phase === 'ready' ? (
        <Typography variant="caption" component="div" color="text.secondary">
          {cloud.verticalDatum
            ? t('scene.vertical', { datum: cloud.verticalDatum })
            : t('scene.verticalNone')}
        </Typography>
      ) : null}
    </Box>
  );
}
