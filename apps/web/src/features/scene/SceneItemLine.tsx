import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One thing in the scene's bar: its name, and its state, or as an alert why it is not drawn. */
export function SceneItemLine({
  name,
  testId,
  status,
  problem,
  children,
}: {
  name: string;
  testId: string;
  status: string;
  problem: boolean;
  /** More about it, below its state. */
  children?: ReactNode;
}) {
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
      {children}
    </Box>
  );
}
