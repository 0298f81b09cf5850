import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { LayerHeight } from '../../../entities/layer/elevation.js';
import { layerNameParts } from '../../../entities/layer/layerName.js';
import { formatDate } from '../../../lib/format.js';

/** A height as the card writes it: to the centimetre, in the user's language. */
function metres(value: number, locale: string): string {
  const text = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
  return `${text} m`;
}

/** One layer's height in the card: its name, the survey that answered, the height. */
export function HeightRow({ height }: { height: LayerHeight }) {
  const { t, i18n } = useTranslation();
  const parts = layerNameParts(height.layer.name);
  const name = parts.backgroundMap ? t('mapView.backgroundMap') : parts.name;
  const elevation = height.answer?.elevation;
  const date = height.answer?.survey_date;
  return (
    <Box
      component="li"
      data-testid="height-row"
      data-layer={height.layer.id}
      data-elevation={elevation ?? ''}
      sx={{ py: 0.5 }}
    >
      <Typography variant="caption" color="text.secondary" component="p" noWrap title={name}>
        {name}
        {date ? ` · ${t('popups.heights.survey', { date: formatDate(`${date}T12:00:00`) })}` : ''}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
        {height.pending
          ? t('popups.heights.loading')
          : height.failed
            ? t('popups.heights.failed')
            : elevation === null || elevation === undefined
              ? t('popups.heights.none')
              : metres(elevation, i18n.language)}
      </Typography>
    </Box>
  );
}
