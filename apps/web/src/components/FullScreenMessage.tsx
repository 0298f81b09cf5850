import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One line of text in the middle of an otherwise empty screen ('Initialising...'). */
export function FullScreenMessage({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Typography role="status" variant="h6" color="text.secondary">
        {children}
      </Typography>
    </Box>
  );
}
