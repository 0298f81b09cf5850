import { Box } from '@mui/material';
import type { MarkupStatus } from '@waymark/contract/markup';
import { STATUS_COLOURS } from '../../entities/markup/markupLook.js';

/** A small disc in the status's colour, beside its name (never the only sign of it). */
export function StatusDot({ status }: { status: MarkupStatus }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flex: 'none',
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: STATUS_COLOURS[status],
      }}
    />
  );
}
