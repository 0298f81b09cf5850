import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The frame of a page's content: a heading and what belongs under it. */
export function PageFrame({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, flex: 1, minWidth: 0 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" gutterBottom={!!children}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
