import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChunkTimeoutError } from '../lib/lazySection.js';

export function ChunkErrorMessage({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('app.reload')}
          </Button>
        }
      >
        {error instanceof ChunkTimeoutError ? t('app.chunkTimeout') : t('app.chunkError')}
      </Alert>
    </Box>
  );
}
