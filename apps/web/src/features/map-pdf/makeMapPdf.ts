import { CAD_STYLE_PREFIX } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { TFunction } from 'i18next';
import { safeFileName } from '../../lib/fileName.js';
import { formatDate, formatTime } from '../../lib/format.js';
import type { ClientMap } from '../../entities/map/clientMap.js';
import { compareView, type CompareSide } from '../../entities/map/compareView.js';
import { layerNameParts } from '../../entities/layer/layerName.js';
import type { LegendLabel } from '../../map/style/legendOf.js';
import { formatMetres } from '../../map/style/reliefLegend.js';
import { i18n } from '../../i18n/index.js';
import { formatDay } from '../../lib/formatDay.js';
import { buildPdf } from './buildPdf.js';
import { pageLayout, pageSize, printCanvas, CSS_DPI, MM_PER_INCH } from './paper.js';
import type { Orientation, PaperSize, PrintDpi } from './paper.js';
import { printLegend, visibleLayerIds } from './printLegend.js';
import { renderMapImage } from '../../map/print/renderMapImage.js';
import { renderCompareImage } from './printCompare.js';
import { chooseScaleBar, metresPerCssPixel, scaleDenominator } from './scaleBar.js';

export interface PrintOptions {
  paper: PaperSize;
  orientation: Orientation;
  dpi: PrintDpi;
  title: string;
}

/** The text of a source's attribution (MapLibre's may carry links). */
export function plainAttribution(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = html;
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The map's attribution, its drawn layers' and its sources', each once. */
function attributionOf(map: MapLibreMap, data: ClientMap, visible: ReadonlySet<number>): string {
  const texts = [
    data.attribution,
    ...data.layers.filter((l) => visible.has(l.id)).map((l) => l.attribution),
    ...Object.values(map.getStyle().sources).map((s) =>
      'attribution' in s && typeof s.attribution === 'string' ? s.attribution : '',
    ),
  ]
    .map((text) => plainAttribution(text ?? ''))
    .filter((text) => text.length > 0);
  return [...new Set(texts)].join(' | ');
}

function legendLabel(t: TFunction, label: LegendLabel): string {
  if ('text' in label) return label.text;
  switch (label.key) {
    case 'below':
      return t('popups.legend.below', { value: label.value });
    case 'from':
      return t('popups.legend.from', { value: label.value });
    case 'range':
      return t('popups.legend.range', { from: label.from, to: label.to });
    case 'fromAttribute':
      // A CAD drawing's colours come from fields named after the CAD style: the plain name.
      return t('popups.legend.fromAttribute', { field: label.field.replace(CAD_STYLE_PREFIX, '') });
    case 'heights': {
      const metres = (value: number) =>
        formatMetres(value, label.max - label.min, i18n.language || 'en');
      return label.change
        ? t('popups.legend.cutFill', { cut: metres(label.min), fill: metres(label.max) })
        : t('popups.legend.range', { from: metres(label.min), to: metres(label.max) });
    }
    default:
      return t(`popups.legend.${label.key}`);
  }
}

/** A file name from the title: what file systems refuse becomes '_'. */
export function pdfFileName(title: string): string {
  return `${safeFileName(title)}.pdf`;
}

/**
 * Map to PDF: draws the map off-screen at the print's resolution, then makes the page (jsPDF)
 * and hands it to the browser as '<title>.pdf'.
 */
export async function makeMapPdf(
  map: MapLibreMap,
  data: ClientMap,
  options: PrintOptions,
  t: TFunction,
  signal?: AbortSignal,
): Promise<void> {
  const layout = pageLayout(pageSize(options.paper, options.orientation));
  const canvas = printCanvas(layout.map, options.dpi);
  // While Compare is open, the compared view is printed: both sides, the divider, both surveys.
  const compared = compareView();
  const printed = compared
    ? await renderCompareImage(compared, canvas, signal)
    : await renderMapImage(map, canvas, signal);
  const metresPerMm = (metresPerCssPixel(printed.zoom, printed.center.lat) * CSS_DPI) / MM_PER_INCH;
  const visible = compared
    ? new Set(
        [compared.left, compared.right].flatMap((side) => [
          ...visibleLayerIds(side.map.getStyle()),
        ]),
      )
    : visibleLayerIds(map.getStyle());
  const sideName = (side: CompareSide) =>
    side.date
      ? t('mapPdf.comparedSide', {
          name: side.layerName,
          date: formatDay(side.date, i18n.language || 'en'),
        })
      : side.layerName;
  const legend = printLegend(data.layers, visible).map((entry) => {
    const parts = layerNameParts(entry.name);
    return {
      name: parts.backgroundMap ? t('mapView.backgroundMap') : parts.name,
      rows: entry.rows.map((row) => ({ label: legendLabel(t, row.label), swatch: row.swatch })),
    };
  });
  const now = new Date();
  const pdf = buildPdf({
    paper: options.paper,
    orientation: options.orientation,
    layout,
    title: options.title,
    image: printed.image,
    scaleBar: chooseScaleBar(metresPerMm, 40),
    scaleText: t('mapPdf.scale', {
      scale: scaleDenominator(metresPerMm).toLocaleString('en-GB'),
    }),
    bearing: printed.bearing,
    northLabel: t('mapPdf.north'),
    legendTitle: t('mapPdf.legend'),
    legend,
    moreText: (count) => t('mapPdf.more', { count }),
    attribution: attributionOf(map, data, visible),
    dateText: t('mapPdf.printed', { date: formatDate(now), time: formatTime(now) }),
    ...(compared
      ? {
          swipe: {
            position: compared.position,
            left: sideName(compared.left),
            right: sideName(compared.right),
          },
        }
      : {}),
  });
  pdf.save(pdfFileName(options.title));
}
