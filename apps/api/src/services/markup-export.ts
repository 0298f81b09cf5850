import type { MarkupGeometry } from '@waymark/contract/markup';
import type { MarkupView } from '../repositories/markup.repository.js';
import type { CommentView } from '../repositories/markup-thread.repository.js';
import { csvCell, csvDocument } from '../lib/csv.js';

/** A comment as an export carries it. */
export interface ExportedComment {
  author: string | null;
  /** Set when a share link's viewer wrote it: the name they gave. */
  share_name: string | null;
  body: string;
  created_at: string;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * A markup's properties in the GeoJSON export, every field by what a reader (and the import)
 * understands: the category by name, people by name and email (emails left out for a share
 * link's viewer), the linked feature, the dates. The import reads the same names back.
 */
export function exportedProperties(
  row: MarkupView,
  comments: readonly CommentView[] | null,
  withEmails: boolean,
): Record<string, unknown> {
  return {
    title: row.title,
    description: row.description,
    category: row.category_name,
    category_icon: row.category_icon,
    status: row.status,
    status_changed_by: row.status_changed_by_name,
    status_changed_at: iso(row.status_changed_at),
    assignee: withEmails ? row.assignee_email : null,
    assignee_name: row.assignee_name,
    due_date: row.due_date,
    survey_date: row.survey_date,
    feature:
      row.feature_layer_id !== null && row.feature_fid !== null
        ? { layer: row.feature_layer_id, fid: row.feature_fid }
        : null,
    author: row.author_name,
    author_email: withEmails ? row.author_email : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...(comments && { comments: comments.map(exportedComment) }),
  };
}

function exportedComment(c: CommentView): ExportedComment {
  return {
    author: c.author_name,
    share_name: c.share_name,
    body: c.body,
    created_at: iso(c.created_at),
  };
}

/** Well-known text of a markup's geometry (the CSV's `wkt` column: GIS tools read it). */
export function wktOf(geometry: MarkupGeometry): string {
  const pair = (p: readonly number[]) => `${p[0]} ${p[1]}`;
  const path = (ps: readonly (readonly number[])[]) => `(${ps.map(pair).join(', ')})`;
  switch (geometry.type) {
    case 'Point':
      return `POINT (${pair(geometry.coordinates)})`;
    case 'LineString':
      return `LINESTRING ${path(geometry.coordinates)}`;
    case 'Polygon':
      return `POLYGON (${geometry.coordinates.map(path).join(', ')})`;
  }
}

const CSV_HEADER = [
  'id',
  'title',
  'description',
  'category',
  'status',
  'assignee',
  'assignee_email',
  'due_date',
  'survey_date',
  'layer',
  'fid',
  'author',
  'created_at',
  'updated_at',
  'wkt',
];

/** The CSV export: a header and a row per markup; `comments` adds a column of the thread. */
export function markupCsv(
  rows: readonly MarkupView[],
  comments: ReadonlyMap<number, CommentView[]> | null,
  withEmails: boolean,
): string {
  const header = comments ? [...CSV_HEADER, 'comments'] : CSV_HEADER;
  const lines = rows.map((row) => {
    const cells = [
      csvCell(row.id),
      csvCell(row.title, true),
      csvCell(row.description, true),
      csvCell(row.category_name, true),
      csvCell(row.status),
      csvCell(row.assignee_name, true),
      csvCell(withEmails ? row.assignee_email : null, true),
      csvCell(row.due_date),
      csvCell(row.survey_date),
      csvCell(row.feature_layer_id),
      csvCell(row.feature_fid, true),
      csvCell(row.author_name, true),
      csvCell(iso(row.created_at)),
      csvCell(iso(row.updated_at)),
      csvCell(wktOf(row.geometry as MarkupGeometry)),
    ];
    if (comments) {
      const thread = (comments.get(row.id) ?? []).map(
        (c) => `${c.author_name ?? c.share_name ?? '?'} (${iso(c.created_at)}): ${c.body}`,
      );
      cells.push(csvCell(thread.join('\n\n'), true));
    }
    return cells;
  });
  return csvDocument(header, lines);
}
