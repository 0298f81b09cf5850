import { Alert, Stack, Typography } from '@mui/material';
import type { MapShareWithToken } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { useSurveyDate } from '../../entities/map/surveyDateStore.js';
import { withSurveyDate } from '../../entities/map/surveyDateUrl.js';
import { formatDate, formatTime } from '../../lib/format.js';
import { asBox } from '../../lib/box.js';
import { formatBox } from './formatBox.js';
import { ShareLinkPanel } from './ShareLinkPanel.js';

/** A share just made (or given a new link): its link, this once, and what it opens. */
export function ShareCreated({
  share,
  rotated = false,
}: {
  share: MapShareWithToken;
  rotated?: boolean;
}) {
  const { t } = useTranslation();
  const box = asBox(share.bounds);
  // Made while the viewer shows a survey of a series: the link opens that survey.
  const link = withSurveyDate(share.link, useSurveyDate());
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        {rotated ? t('mapShare.created.rotated') : t('mapShare.created.ready')}
      </Alert>
      <ShareLinkPanel link={link} />
      <Stack spacing={0.5}>
        <Typography variant="body2">
          {t('mapShare.created.validUntil', {
            when: `${formatDate(share.expiry)} ${formatTime(share.expiry)}`,
          })}
        </Typography>
        <Typography variant="body2">
          {box
            ? t('mapShare.created.bounded', { box: formatBox(t, box) })
            : t('mapShare.created.wholeMap')}
        </Typography>
        {share.note ? (
          <Typography variant="body2" color="text.secondary">
            {t('mapShare.created.note', { note: share.note })}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
