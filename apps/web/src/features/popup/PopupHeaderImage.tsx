import { Box } from '@mui/material';
import type { LayerFileRead } from '@waymark/contract';
import { useFileObjectUrl } from '../../entities/layer-file/useFileObjectUrl.js';

/**
 * An image attachment shown at the head of the popup (header.jpg, or a photo's own picture),
 * 240px high unless a template says otherwise.
 */
export function PopupHeaderImage({
  file,
  height = 240,
}: {
  file: LayerFileRead;
  height?: number | string | undefined;
}) {
  const { url } = useFileObjectUrl(file);
  return (
    // Its own height in the dialog's column: the attributes scroll, the picture stays whole.
    <Box
      sx={{
        flexShrink: 0,
        height,
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
