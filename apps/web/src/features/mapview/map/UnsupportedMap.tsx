import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** In place of the map where the browser cannot draw one. */
export function UnsupportedMap() {
  const { t } = useTranslation();
  return (
    <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 3 }}>
      <Typography color="text.secondary" role="status">
        {t('mapView.noWebgl')}
      </Typography>
    </Box>
  );
}
