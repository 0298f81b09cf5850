import type { VolumeAnswer } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { renderMapImage } from '../../map/print/renderMapImage.js';
import { shapeBounds, type VolumeShape } from './shape.js';
import { crsText, formatQuantity, QUANTITIES, type VolumeLabel } from './volumeFormat.js';

export interface VolumePdfTexts {
  title: string;
  surveys: string;
  made: string;
  /** How it was measured (methodText). */
  method: string;
  label(key: VolumeLabel): string;
  locale: string;
}

/**
 * The answer as a one-page PDF: the map is brought round the polygon (outlined in its style),
 * drawn again off-screen at print resolution, and set above the numbers.
 */
export async function exportVolumePdf(
  map: MapLibreMap,
  shape: VolumeShape,
  answer: VolumeAnswer,
  texts: VolumePdfTexts,
): Promise<Blob> {
  const [west, south, east, north] = shapeBounds(shape);
  map.fitBounds(
    [
      [west, south],
      [east, north],
    ],
    { padding: 60, animate: false, maxZoom: 19 },
  );
  const printed = await renderMapImage(map, { cssWidth: 720, cssHeight: 480, pixelRatio: 2 });
  // jsPDF loads only when a PDF is asked for.
  const { volumePdf } = await import('./volumePdf.js');
  const pdf = volumePdf({
    title: texts.title,
    surveys: texts.surveys,
    made: texts.made,
    image: { data: printed.image, width: printed.width, height: printed.height },
    rows: QUANTITIES.map((quantity) => ({
      label: texts.label(quantity.label),
      value: formatQuantity(answer, quantity, texts.locale),
    })),
    crs: `${texts.label('crs')}: ${crsText(answer)}`,
    method: `${texts.label('method')}: ${texts.method}`,
  });
  return pdf.output('blob');
}
