import type { MarkupExportQuery } from '@waymark/contract/markup';
import type { Principal } from '../policies/principal.js';
import type {
  CommentView,
  MarkupThreadRepository,
} from '../repositories/markup-thread.repository.js';
import type { MarkupAccess } from './markup-access.js';
import { exportedProperties, markupCsv } from './markup-export.js';
import { filtersOf, orderOf } from './markup-filters.js';

/** An export's file: its name, media type and text. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: string;
}

/**
 * Markups out: the filtered list (as whoever exports reads it: a share viewer inside the share's
 * bounds) as CSV, or as GeoJSON with every field, the comments when asked; what the import
 * reads back.
 */
export class MarkupExportService {
  constructor(
    private readonly access: MarkupAccess,
    private readonly thread: MarkupThreadRepository,
  ) {}

  async export(principal: Principal, mapId: number, query: MarkupExportQuery): Promise<ExportFile> {
    const { map, scope } = await this.access.ofMap(principal, mapId);
    const rows = await this.access.markups.all(
      scope,
      filtersOf(principal, query),
      orderOf(query.ordering),
    );
    const comments = query.comments
      ? byMarkup(await this.thread.comments(rows.map((r) => r.id)))
      : null;
    // A share link's viewer is no member: the organisation's people's emails are not theirs.
    const withEmails = principal.share === null;
    const base = `markups-${slug(map.title || map.name)}-${new Date().toISOString().slice(0, 10)}`;
    if (query.format === 'csv') {
      return {
        fileName: `${base}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: markupCsv(rows, comments, withEmails),
      };
    }
    const features = rows.map((row) => ({
      type: 'Feature',
      id: row.id,
      geometry: row.geometry,
      properties: exportedProperties(
        row,
        comments ? (comments.get(row.id) ?? []) : null,
        withEmails,
      ),
    }));
    return {
      fileName: `${base}.geojson`,
      contentType: 'application/geo+json',
      body: JSON.stringify({ type: 'FeatureCollection', features }),
    };
  }
}

function byMarkup(comments: readonly CommentView[]): Map<number, CommentView[]> {
  const out = new Map<number, CommentView[]>();
  for (const c of comments) out.set(c.markup_id, [...(out.get(c.markup_id) ?? []), c]);
  return out;
}

/** A file name's part from a title: letters, digits and dashes. */
function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '-')
      .slice(0, 60) || 'map'
  );
}
