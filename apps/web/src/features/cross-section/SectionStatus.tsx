import { Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** What the section control is doing, over the top of the map (2.7's texts). */
export function SectionStatus({
  state,
  onCancel,
}: {
  state: 'drawing' | 'loading' | 'empty' | 'failed';
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const text = {
    drawing: t('crossSection.hint'),
    loading: t('crossSection.creating'),
    empty: t('crossSection.noData'),
    failed: t('crossSection.failed'),
  }[state];
  return (
    <Paper
      elevation={3}
      role="status"
      sx={{
        position: 'absolute',
        top: 10,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 2,
        px: 1.5,
        py: 0.5,
        maxWidth: 'calc(100% - 120px)',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {state === 'loading' ? <CircularProgress size={16} /> : null}
        <Typography variant="body2" color={state === 'failed' ? 'error' : undefined}>
          {text}
        </Typography>
        <Button size="small" onClick={onCancel}>
          {t('crossSection.cancel')}
        </Button>
      </Stack>
    </Paper>
  );
}
