import { Box } from '@mui/material';
import type { ReactNode } from 'react';

const FLOATING = {
  position: 'absolute',
  top: 8,
  left: 8,
  right: 8,
  borderRadius: 1,
  boxShadow: 1,
} as const;
const INLINE = { position: 'relative', borderBottom: 1, borderColor: 'divider' } as const;

/**
 * The controls of a viewer, wrapping on phones: a translucent bar floating over a 3D scene, or
 * (inline) a bar above a flat image that must not hide any of it.
 */
export function ViewerToolbar({
  children,
  inline = false,
}: {
  children: ReactNode;
  inline?: boolean;
}) {
  return (
    <Box
      sx={{
        ...(inline ? INLINE : FLOATING),
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
        bgcolor: 'rgba(255, 255, 255, 0.92)',
        color: 'text.primary',
        zIndex: 1,
        pointerEvents: 'auto',
      }}
    >
      {children}
    </Box>
  );
}
