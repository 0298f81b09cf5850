import { Typography } from '@mui/material';

/** What a viewer block says in place of its viewer: no file to show, or still looking. */
export function ViewerBlockMessage({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, py: 1 }}>
      {children}
    </Typography>
  );
}
