import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SceneItemLine } from '../SceneItemLine.js';
import { isChunkProblem } from '../../../lib/lazySection.js';
import type { SceneCloud } from './sceneClouds.js';

/** One cloud: its name, what is drawn of it, and why it is not drawn or how its heights read. */
export function CloudLine({ cloud }: { cloud: SceneCloud }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => value.toLocaleString(i18n.language);
  let status: string;
  const { problem } = cloud;
  if (problem)
    status = isChunkProblem(problem) ? t(`app.${problem}`) : t(`scene.problem.${problem}`);
  else if (cloud.phase === 'loading' && cloud.drawn === 0) status = t('scene.loading');
  else status = t('scene.points', { drawn: count(cloud.drawn), total: count(cloud.total) });
  return (
    <SceneItemLine
      name={cloud.name}
      testId={`scene-cloud-${cloud.name}`}
      status={status}
      problem={problem !== null}
      reload={problem !== null && isChunkProblem(problem)}
    >
      {cloud.phase === 'ready' ? (
        <Typography variant="caption" component="div" color="text.secondary">
          {cloud.verticalDatum
            ? t('scene.vertical', { datum: cloud.verticalDatum })
            : t('scene.verticalNone')}
        </Typography>
      ) : null}
    </SceneItemLine>
  );
}
