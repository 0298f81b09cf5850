import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** A line of status along the bottom of a viewer (counts, dates, positions). */
export function ViewerStatus({ children }: { children: ReactNode }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'absolute',
        left: 8,
        bottom: 8,
        maxWidth: 'calc(100% - 16px)',
        px: 1,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'rgba(0, 0, 0, 0.6)',
        color: 'common.white',
        typography: 'caption',
        zIndex: 1,
        pointerEvents: 'none',
      }}
    >
      {children}
    </Box>
  );
}
