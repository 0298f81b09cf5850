import { Box, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A centred spinner, with a text when the wait is worth explaining. */
export function LoadingIndicator({ label }: { label?: ReactNode }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 4 }}
    >
      <CircularProgress size={32} />
      {label && <Typography color="text.secondary">{label}</Typography>}
    </Box>
  );
}
