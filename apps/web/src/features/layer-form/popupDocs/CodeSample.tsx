import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { copyText } from '../../../lib/copyText.js';

/** An example of template code, read-only, with a button that copies it. */
export function CodeSample({
  code,
  copyLabel,
  copiedLabel,
}: {
  code: string;
  copyLabel: string;
  copiedLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  const label = copied ? copiedLabel : copyLabel;
  return (
    <Box sx={{ position: 'relative', my: 1 }}>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          pr: 5,
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: 13,
          lineHeight: 1.5,
          overflowX: 'auto',
          whiteSpace: 'pre',
        }}
      >
        <code>{code}</code>
      </Box>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          onClick={() =>
            void copyText(code).then((done) => {
              setCopied(done);
              if (done) setTimeout(() => setCopied(false), 2000);
            })
          }
          sx={{ position: 'absolute', top: 4, right: 4 }}
        >
          {copied ? <CheckIcon fontSize="small" /> : <ContentCopyIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}
