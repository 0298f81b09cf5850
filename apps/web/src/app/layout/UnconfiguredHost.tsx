import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** All there is to see on a host without a layout (section 1). */
export function UnconfiguredHost() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Typography component="p" variant="h6" role="alert" sx={{ textAlign: 'center' }}>
        {t('app.unconfiguredHost')}
      </Typography>
    </Box>
  );
}
