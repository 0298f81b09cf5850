import { Box } from '@mui/material';
import type { LayerFileRead } from '@waymark/contract';
import { useFileObjectUrl } from '../files/useFileObjectUrl.js';

/** An image attachment shown at the head of the popup (header.jpg, or a photo's own picture). */
export function PopupHeaderImage({ file }: { file: LayerFileRead }) {
  const { url } = useFileObjectUrl(file);
  return (
    // Its own height in the dialog's column: the attributes scroll, the picture stays whole.
    <Box
      sx={{
        flexShrink: 0,
        height: 240,
        bgcolor: 'grey.900',
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
      }}
    >
      {url && (
        <Box
          component="img"
          src={url}
          alt={file.name}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      )}
    </Box>
  );
}
