import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withTimeout } from '../../lib/lazySection.js';
import { MapControlButton } from '../../map/controls/MapControlButton.js';
import type { MapControlProps } from '../../entities/map/mapControls.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { mapPdfMessages } from './messages.js';

// Loaded on demand: its feature's texts come with it (see i18n/registerMessages.ts).
registerMessages('mapPdf', mapPdfMessages);

// The dialog, jsPDF and the print renderer load on the first click.
const MapPdfDialog = lazy(() =>
  withTimeout(import('./MapPdfDialog.js')).then((module) => ({ default: module.MapPdfDialog })),
);

/** The 'Map to PDF' control (2.7): prints the map on screen to a PDF page. */
export function MapPdfControl({ map, data }: MapControlProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <MapControlButton
        label={t('mapPdf.control')}
        icon={<PdfIcon sx={{ fontSize: 18 }} />}
        pressed={open}
        onClick={() => setOpen(true)}
      />
      {open ? (
        <Suspense fallback={null}>
          <MapPdfDialog map={map} data={data} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
