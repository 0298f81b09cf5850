import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The buttons under a detail form, kept in sight at the bottom of the page while a long form
 * (permissions, the layout editor) scrolls.
 */
export function FormActionsBar({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
        py: 1.5,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {children}
    </Stack>
  );
}
