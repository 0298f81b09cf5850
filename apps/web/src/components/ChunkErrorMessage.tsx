import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { chunkProblemOf } from '../lib/lazySection.js';

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
        {t(`app.${chunkProblemOf(error)}`)}
      </Alert>
    </Box>
  );
}
