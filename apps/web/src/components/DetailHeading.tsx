import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A detail screen's heading with the way back to its list (users, organisations). */
export function DetailHeading({
  backTo,
  backLabel,
  children,
}: {
  backTo: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', minWidth: 0 }}>
      <Tooltip title={backLabel}>
        <IconButton component={RouterLink} to={backTo} aria-label={backLabel} edge="start">
          <ArrowBackIcon
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
          />
        </IconButton>
      </Tooltip>
      <span>{children}</span>
    </Stack>
  );
}
