import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DetailHeading } from '../../../components/DetailHeading.js';
import { sharePaths } from './sharePaths.js';
import { shareQuery } from '../../../entities/map-share/shareQueries.js';
import { ShareStatusChip } from './ShareStatusChip.js';

/** The share's map and link as the page heading, its status beside, the way back to the list. */
export function MapShareHeading({ shareId }: { shareId: number }) {
  const { t } = useTranslation();
  const { data } = useQuery(shareQuery(shareId));
  return (
    <DetailHeading backTo={sharePaths.list} backLabel={t('mapSharesAdmin.backToList')}>
      {data ? (
        <Stack
          direction="row"
          component="span"
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}
        >
          <span>{`${data.map_title} · ${t('mapSharesAdmin.linkPrefix', { prefix: data.token_prefix })}`}</span>
          <ShareStatusChip status={data.status} />
        </Stack>
      ) : (
        t('admin.mapShare')
      )}
    </DetailHeading>
  );
}
