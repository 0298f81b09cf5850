import OpenInNewIcon from '@mui/icons-material/Map';
import { Button, Chip, Stack, Typography } from '@mui/material';
import type { MapRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatTime } from '../../lib/format.js';
import { paths } from '../../routing/paths.js';

/** The map's name and title, who owns it, when it last changed, and a way to open it. */
export function MapDetailHeading({ map }: { map: MapRead }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 3 }}
    >
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {map.title || map.name}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Chip
            size="small"
            variant="outlined"
            label={t(`mapsAdmin.visibility.${map.visibility}`)}
          />
          <Typography variant="body2" color="text.secondary">
            {map.owner_name
              ? t('mapsAdmin.detail.owner', { name: map.owner_name })
              : t('mapsAdmin.detail.noOwner')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('mapsAdmin.detail.updated', {
              date: formatDate(map.updated_at),
              time: formatTime(map.updated_at),
            })}
          </Typography>
        </Stack>
      </Stack>
      <Button
        component={Link}
        to={paths.mapView(map.id)}
        variant="outlined"
        startIcon={<OpenInNewIcon />}
        sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
      >
        {t('mapsAdmin.detail.openMap')}
      </Button>
    </Stack>
  );
}
