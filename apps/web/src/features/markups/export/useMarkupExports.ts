import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../entities/layer-file/fileTransfer.js';
import { layerNameParts } from '../../../entities/layer/layerName.js';
import type { ClientMap } from '../../../entities/map/clientMap.js';
import {
  fetchMarkupExport,
  type MarkupExportFormat,
} from '../../../entities/markup/markupFileCalls.js';
import type { MarkupListParams } from '../../../entities/markup/markupParams.js';
import { safeFileName } from '../../../lib/fileName.js';
import { gatherImages, REPORT_MAX, reportMarkups } from './gatherReport.js';
import { reportContent } from './reportContent.js';

export type ExportFormat = MarkupExportFormat | 'pdf';

export type ExportState =
  | { kind: 'idle' }
  | { kind: 'busy'; done: number; total: number | null }
  | { kind: 'failed' }
  | { kind: 'done'; note: string | null };

/** The file name of an export: the map's title and 'markups'. */
export function exportName(mapTitle: string, format: ExportFormat): string {
  return `${safeFileName(mapTitle, 'map')}-markups.${format === 'geojson' ? 'geojson' : format}`;
}

/**
 * The exports of the list's markups: CSV and GeoJSON as the server writes them (comments if
 * asked), and the PDF report made here (one page per markup, with the map and photos).
 */
export function useMarkupExports(map: MapLibreMap, data: ClientMap, params: MarkupListParams) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const title = data.title || data.name;

  const run = async (format: ExportFormat, comments: boolean) => {
    setState({ kind: 'busy', done: 0, total: null });
    try {
      if (format !== 'pdf') {
        const blob = await fetchMarkupExport(data.id, params, format, comments);
        saveBlob(blob, exportName(title, format));
        setState({ kind: 'done', note: null });
        return;
      }
      const controller = new AbortController();
      abort.current = controller;
      const { markups, total } = await reportMarkups(data.id, params);
      setState({ kind: 'busy', done: 0, total: markups.length });
      const images = await gatherImages(
        map,
        data.id,
        markups,
        (done) => setState({ kind: 'busy', done, total: markups.length }),
        controller.signal,
      );
      if (controller.signal.aborted) return;
      const { markupsReportPdf } = await import('./markupsReportPdf.js');
      const layers = new Map(data.layers.map((l) => [l.id, layerNameParts(l.name).name]));
      const pdf = markupsReportPdf(
        reportContent({
          mapTitle: title,
          markups,
          images,
          filtersText: null,
          t,
          language: i18n.language,
          layerName: (id) => layers.get(id) ?? null,
        }),
      );
      pdf.save(exportName(title, 'pdf'));
      setState({
        kind: 'done',
        note: total > markups.length ? t('markup.export.capped', { max: REPORT_MAX, total }) : null,
      });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  return { state, run, cancel: () => abort.current?.abort() };
}
