import { Box, Typography } from '@mui/material';
import type { LayerFileRead } from '@waymark/contract';
import type { ReactNode } from 'react';
import { FileRow } from './FileRow.js';

/** A titled list of files, or the text for none. */
export function FileList({
  title,
  files,
  emptyText,
  detail,
}: {
  title: string;
  files: readonly LayerFileRead[];
  emptyText: string;
  /** More about a file, under its size and date. */
  detail?: (file: LayerFileRead) => ReactNode;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ py: 1 }}>
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ px: 1.5 }}>
        {title}
      </Typography>
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.5 }}>
          {emptyText}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {files.map((file) => (
            <FileRow key={file.id} file={file} detail={detail?.(file)} />
          ))}
        </Box>
      )}
    </Box>
  );
}
