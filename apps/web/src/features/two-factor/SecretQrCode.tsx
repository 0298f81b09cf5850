import { Box } from '@mui/material';
import { useMemo } from 'react';
import { qrDrawing } from '../../lib/qrPath.js';

/**
 * The otpauth:// URI as a QR code for an authenticator app's camera: an SVG path, no canvas and
 * no inline markup (the page's Content-Security-Policy has nothing to allow).
 */
export function SecretQrCode({ uri, label }: { uri: string; label: string }) {
  const drawing = useMemo(() => qrDrawing(uri), [uri]);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawing.size} ${drawing.size}`}
      shapeRendering="crispEdges"
      sx={{ width: 200, height: 200, display: 'block', border: 1, borderColor: 'divider' }}
    >
      <rect width={drawing.size} height={drawing.size} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </Box>
  );
}
