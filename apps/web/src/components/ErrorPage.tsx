import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The 404 and 403 pages (2.18): one message and a way home. */
export function ErrorPage({ code, message }: { code: number; message: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <Typography variant="h2" component="p" color="text.secondary" aria-hidden>
        {code}
      </Typography>
      <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
        {message}
      </Typography>
      <Button component={RouterLink} to="/" variant="outlined">
        {t('errors.backHome')}
      </Button>
    </Box>
  );
}
