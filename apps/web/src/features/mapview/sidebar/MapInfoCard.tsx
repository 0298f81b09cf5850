import { Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../lib/format.js';
import type { MapShareAnswer } from '../../../entities/session/mapShare.js';

/** Map-share mode: how long the link is valid, who shared it, whether bounds apply. */
export function MapInfoCard({ share }: { share: MapShareAnswer }) {
  const { t } = useTranslation();
  const creator = [share.created_by?.first_name, share.created_by?.last_name]
    .filter(Boolean)
    .join(' ');
  return (
    <Card variant="outlined">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography variant="subtitle2" component="h2" gutterBottom>
          {t('mapInfo.title')}
        </Typography>
        {share.expiry && (
          <Typography variant="body2">
            {t('mapInfo.validUntil')}: {formatDate(share.expiry)} {formatTime(share.expiry)}
          </Typography>
        )}
        {creator && (
          <Typography variant="body2">
            {t('mapInfo.sharedBy')}: {creator}
          </Typography>
        )}
        {share.bounds && share.bounds.length > 0 && (
          <Typography variant="body2" color="warning.main">
            {t('mapInfo.boundsRestricted')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
