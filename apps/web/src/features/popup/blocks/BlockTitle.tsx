import { Typography } from '@mui/material';

/** The heading a block shows above itself when the template gives it a title. */
export function BlockTitle({ children }: { children: string }) {
  if (!children) return null;
  return (
    <Typography variant="overline" color="text.secondary" component="h3" sx={{ px: 1.5 }}>
      {children}
    </Typography>
  );
}
