import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ViewInArIcon from '@mui/icons-material/ViewInAr';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface ViewerMessageProps {
  title: ReactNode;
  hint?: ReactNode;
  /** 'error' for a file that failed; 'info' for what this browser cannot do. */
  severity?: 'error' | 'info';
  action?: ReactNode;
}

/** In place of a viewer that cannot show its file: what happened, and what to do instead. */
export function ViewerMessage({ title, hint, severity = 'error', action }: ViewerMessageProps) {
  const Icon = severity === 'error' ? ErrorOutlineIcon : ViewInArIcon;
  return (
    <Box
      role={severity === 'error' ? 'alert' : 'status'}
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        p: 3,
        textAlign: 'center',
        bgcolor: 'grey.100',
      }}
    >
      <Icon color={severity === 'error' ? 'error' : 'disabled'} fontSize="large" />
      <Typography sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{title}</Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
          {hint}
        </Typography>
      )}
      {action}
    </Box>
  );
}
