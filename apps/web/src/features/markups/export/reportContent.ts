import type { MarkupRead } from '@waymark/contract/markup';
import type { TFunction } from 'i18next';
import { STATUS_COLOURS } from '../../../entities/markup/markupLook.js';
import { formatDay } from '../../../lib/formatDay.js';
import { formatDate, formatTime } from '../../../lib/format.js';
import { formatWhen } from '../../../lib/formatWhen.js';
import type { ReportContent, ReportImage, ReportPage } from './markupsReportPdf.js';

/** Where a markup is, in words: a point's coordinates, else its shape and vertex count. */
export function whereText(markup: MarkupRead, t: TFunction): string {
  const { geometry } = markup;
  if (geometry.type === 'Point') {
    const [lng, lat] = geometry.coordinates;
    return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
  }
  if (geometry.type === 'LineString')
    return t('markup.report.line', { count: geometry.coordinates.length });
  return t('markup.report.area', {
    count: Math.max(0, (geometry.coordinates[0]?.length ?? 1) - 1),
  });
}

/** The fields of a markup's page, in the report's order. */
export function reportRows(
  markup: MarkupRead,
  t: TFunction,
  language: string,
  layerName: (id: number) => string | null,
): { label: string; value: string }[] {
  const rows = [
    { label: t('markup.form.category'), value: markup.category.name },
    { label: t('markup.form.status'), value: t(`markupWords.status.${markup.status}`) },
    { label: t('markup.form.assignee'), value: markup.assignee?.name ?? t('markup.form.nobody') },
    {
      label: t('markup.form.dueDate'),
      value: markup.due_date ? formatDay(markup.due_date, language) : '-',
    },
    {
      label: t('markup.form.surveyDate'),
      value: markup.survey_date ? formatDay(markup.survey_date, language) : '-',
    },
    {
      label: t('markup.detail.created'),
      value: markup.author
        ? t('markup.detail.byOn', {
            name: markup.author.name,
            when: formatWhen(markup.created_at),
          })
        : formatWhen(markup.created_at),
    },
    { label: t('markup.detail.updated'), value: formatWhen(markup.updated_at) },
    { label: t('markup.report.where'), value: whereText(markup, t) },
  ];
  if (markup.feature) {
    rows.push({
      label: t('markup.detail.feature'),
      value: t('markup.detail.featureOf', {
        layer: layerName(markup.feature.layer) ?? String(markup.feature.layer),
        fid: markup.feature.fid,
      }),
    });
  }
  rows.push({
    label: t('markup.report.activity'),
    value: t('markup.report.counts', {
      comments: markup.comment_count,
      files: markup.attachment_count,
    }),
  });
  return rows;
}

/** The report's content for markups whose map snippets and photos were gathered. */
export function reportContent({
  mapTitle,
  markups,
  images,
  filtersText,
  t,
  language,
  layerName,
  now = new Date(),
}: {
  mapTitle: string;
  markups: readonly MarkupRead[];
  images: ReadonlyMap<number, { map: ReportImage | null; photos: ReportImage[] }>;
  filtersText: string | null;
  t: TFunction;
  language: string;
  layerName: (id: number) => string | null;
  now?: Date;
}): ReportContent {
  const pages: ReportPage[] = markups.map((markup) => ({
    title: `#${markup.id} ${markup.title}`,
    status: {
      text: t(`markupWords.status.${markup.status}`),
      colour: STATUS_COLOURS[markup.status],
    },
    map: images.get(markup.id)?.map ?? null,
    rows: reportRows(markup, t, language, layerName),
    description: markup.description
      ? { label: t('markup.form.description'), text: markup.description }
      : null,
    photos: images.get(markup.id)?.photos ?? [],
  }));
  return {
    title: t('markup.report.title', { map: mapTitle }),
    subtitle: [
      t('markup.report.printed', { date: formatDate(now), time: formatTime(now) }),
      ...(filtersText ? [filtersText] : []),
      t('markup.report.count', { count: markups.length }),
    ],
    summary: {
      heading: ['#', t('markup.form.title'), t('markup.form.status')],
      lines: markups.map((markup) => [
        String(markup.id),
        markup.title,
        t(`markupWords.status.${markup.status}`),
      ]),
    },
    pages,
    photosLabel: t('markup.report.photos'),
    noMapText: t('markup.report.noMap'),
    footer: (page, count) => t('markup.report.footer', { map: mapTitle, page, count }),
  };
}
