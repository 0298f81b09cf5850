import type { MarkupRead } from '@waymark/contract/markup';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { fetchMarkupPage } from '../../../entities/markup/markupCalls.js';
import {
  fetchMarkupAttachmentContent,
  fetchMarkupAttachments,
} from '../../../entities/markup/markupFileCalls.js';
import type { MarkupListParams } from '../../../entities/markup/markupParams.js';
import { renderMapImage } from '../../../map/print/renderMapImage.js';
import { geometryBounds } from '../geometryBounds.js';
import type { ReportImage } from './markupsReportPdf.js';

/** The most markups one report holds (each page draws the map again). */
export const REPORT_MAX = 100;
/** The photos shown on a markup's page. */
const PHOTOS_PER_PAGE = 3;

/** The markups the list's filters leave, in its order, up to REPORT_MAX. */
export async function reportMarkups(
  mapId: number,
  params: MarkupListParams,
): Promise<{ markups: MarkupRead[]; total: number }> {
  const page = await fetchMarkupPage(mapId, { ...params, page: '1', items: String(REPORT_MAX) });
  return { markups: page.results.slice(0, REPORT_MAX), total: page.count };
}

/** A picture as a JPEG data URL for the PDF (whatever it came as), with its size. */
async function asJpeg(blob: Blob): Promise<ReportImage> {
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return { data: canvas.toDataURL('image/jpeg', 0.85), width: canvas.width, height: canvas.height };
}

/** A markup's photos (their thumbnails), the first few; one that cannot be read is left out. */
async function photosOf(mapId: number, markup: MarkupRead): Promise<ReportImage[]> {
  if (markup.attachment_count === 0) return [];
  const attachments = await fetchMarkupAttachments(mapId, markup.id);
  const photos = attachments.filter((a) => a.is_photo).slice(0, PHOTOS_PER_PAGE);
  const images = await Promise.all(
    photos.map((photo) =>
      fetchMarkupAttachmentContent(mapId, markup.id, photo.id, true)
        .then(asJpeg)
        .catch(() => null),
    ),
  );
  return images.filter((image): image is ReportImage => image !== null);
}

/**
 * The map around each markup and its photos, one markup after the other: the map is brought to
 * each (no animation), drawn again off-screen, and put back where it was at the end.
 */
export async function gatherImages(
  map: MapLibreMap,
  mapId: number,
  markups: readonly MarkupRead[],
  onProgress: (done: number) => void,
  signal: AbortSignal,
): Promise<Map<number, { map: ReportImage | null; photos: ReportImage[] }>> {
  const camera = {
    center: map.getCenter(),
    zoom: map.getZoom(),
    bearing: map.getBearing(),
    pitch: map.getPitch(),
  };
  const images = new Map<number, { map: ReportImage | null; photos: ReportImage[] }>();
  try {
    for (const [index, markup] of markups.entries()) {
      if (signal.aborted) break;
      const [west, south, east, north] = geometryBounds(markup.geometry);
      map.fitBounds(
        [
          [west, south],
          [east, north],
        ],
        { padding: 60, animate: false, maxZoom: 18, bearing: 0, pitch: 0 },
      );
      const snippet = await renderMapImage(
        map,
        { cssWidth: 640, cssHeight: 380, pixelRatio: 1.5 },
        signal,
        30_000,
      )
        .then((printed) => ({ data: printed.image, width: printed.width, height: printed.height }))
        .catch(() => null);
      const photos = await photosOf(mapId, markup).catch(() => []);
      images.set(markup.id, { map: snippet, photos });
      onProgress(index + 1);
    }
  } finally {
    map.jumpTo(camera);
  }
  return images;
}
