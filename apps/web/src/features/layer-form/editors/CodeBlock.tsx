import { Box } from '@mui/material';

/** Code shown in read mode: monospaced, kept as written, scrolled when long. */
export function CodeBlock({ code, labelledBy }: { code: string; labelledBy: string }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-labelledby={labelledBy}
      sx={{
        m: 0,
        p: 1.5,
        maxHeight: 320,
        overflow: 'auto',
        fontFamily: 'monospace',
        fontSize: 13,
        lineHeight: 1.5,
        bgcolor: 'action.hover',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
    >
      {code}
    </Box>
  );
}
