import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A control with its label before it, on one line. */
export function LabelledRow({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
      <Typography component="label" htmlFor={id} variant="caption" sx={{ minWidth: 64 }}>
        {label}
      </Typography>
      {children}
    </Stack>
  );
}
