import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../../lib/downloadText.js';
import { qrDrawing, qrSvgFile } from '../../lib/qrPath.js';

/** The link as a QR code, to open on a phone or print, and saved as an SVG file on demand. */
export function ShareQrCode({ link }: { link: string }) {
  const { t } = useTranslation();
  const drawing = useMemo(() => qrDrawing(link), [link]);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
      <Box
        component="svg"
        role="img"
        aria-label={t('mapShare.link.qrCode')}
        viewBox={`0 0 ${drawing.size} ${drawing.size}`}
        shapeRendering="crispEdges"
        sx={{ width: 168, height: 168, display: 'block', border: 1, borderColor: 'divider' }}
      >
        <rect width={drawing.size} height={drawing.size} fill="#fff" />
        <path d={drawing.path} fill="#000" />
      </Box>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={() => downloadText(qrSvgFile(drawing), 'image/svg+xml', 'map-share-qr.svg')}
      >
        {t('mapShare.link.downloadQr')}
      </Button>
    </Stack>
  );
}
