import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export interface ViewerFrameProps {
  /** The accessible name of the viewer (what it shows). */
  label: string;
  /** CSS height; 480 px unless the popup sizes it (e.g. '100%' inside a sized tab). */
  height?: number | string;
  /** Dark for 3D scenes and photos, light for documents. */
  dark?: boolean;
  children: ReactNode;
}

/** The box every viewer draws in: a positioned region that never overflows its popup. */
export function ViewerFrame({ label, height = 480, dark = true, children }: ViewerFrameProps) {
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        position: 'relative',
        width: '100%',
        height,
        minHeight: 240,
        overflow: 'hidden',
        bgcolor: dark ? '#1d2327' : 'grey.100',
        color: dark ? 'common.white' : 'text.primary',
        // Touch gestures belong to the viewer, not to the page's scrolling.
        touchAction: 'none',
      }}
    >
      {children}
    </Box>
  );
}
