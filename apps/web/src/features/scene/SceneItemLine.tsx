import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One thing in the scene's bar: its name, and its state, or as an alert why it is not drawn. */
export function SceneItemLine({
  name,
  testId,
  status,
  problem,
  reload = false,
  children,
}: {
  name: string;
  testId: string;
  status: string;
  problem: boolean;
  /**
   * Its code did not load: a Reload button beside why, as the app's other parts that did not
   * load offer (the page's URL keeps the scene).
   */
  reload?: boolean;
  /** More about it, below its state. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box component="li" data-testid={testId} sx={{ mb: 0.5 }}>
      <Typography
        variant="caption"
        component="div"
        sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
      >
        {name}
      </Typography>
      <Typography
        variant="caption"
        component="div"
        role={problem ? 'alert' : undefined}
        color={problem ? 'error' : 'text.secondary'}
      >
        {status}
      </Typography>
      {reload ? (
        <Button size="small" sx={{ minWidth: 0, p: 0 }} onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>
      ) : null}
      {children}
    </Box>
  );
}
