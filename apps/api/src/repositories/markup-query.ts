import { sql, type RawBuilder } from 'kysely';
import { visibleTo, type Viewer } from './scope.js';
import { escapeLike } from './text-search.js';

/** [west, south, east, north] in degrees. */
export type Box = readonly [number, number, number, number];

/**
 * Whose markups a query reaches: those of one map the viewer sees (the map's tenant scoping, as
 * for every map read), and for a share viewer only those touching the share's bounds.
 */
export interface MarkupScope {
  viewer: Viewer;
  mapId: number;
  box: Box | null;
}

/** What a list (and the exports and the map layer) is narrowed to. */
export interface MarkupFilters {
  statuses?: readonly string[];
  categoryId?: number;
  /** A user id, or 'none' for the unassigned. */
  assignee?: number | 'none';
  /** Creation days, 'YYYY-MM-DD', both included (UTC). */
  from?: string;
  to?: string;
  bbox?: Box;
  layerId?: number;
  fid?: string;
  /** Part of the title, the description or a comment, any case and accents. */
  search?: string;
}

export type MarkupOrderField = 'id' | 'title' | 'status' | 'created_at' | 'updated_at' | 'due_date';

const envelope = (box: Box) =>
  sql`ST_MakeEnvelope(${box[0]}, ${box[1]}, ${box[2]}, ${box[3]}, 4326)`;

/** The display name the API shows of a user of alias `u` (UserPresenter's displayName). */
export const nameOf = (u: string) =>
  sql<string>`coalesce(nullif(trim(${sql.ref(`${u}.first_name`)} || ' ' || ${sql.ref(`${u}.last_name`)}), ''), ${sql.ref(`${u}.email`)})`;

/**
 * The organisation of the scope's map, as a subquery: none (null) when the viewer does not see
 * the map, so that nothing of another tenant matches.
 */
export function scopedOrganisation(scope: MarkupScope): RawBuilder<number | null> {
  return sql<number | null>`(select maps.organisation_id from maps
    where maps.id = ${scope.mapId} and ${visibleTo(scope.viewer, 'maps')})`;
}

/**
 * The conditions of a markup query on table `m`: the scope always, the filters given; with
 * `withStatus` false the status filter is left out (the status counts are over every status).
 */
export function markupConditions(
  scope: MarkupScope,
  filters: MarkupFilters,
  withStatus = true,
): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [
    sql`m.map_id = ${scope.mapId}`,
    // The map's tenancy, asked once (an InitPlan): a map the viewer does not see names no
    // organisation, and no markup matches; the map's markups are then read by their index.
    sql`m.organisation_id = ${scopedOrganisation(scope)}`,
  ];
  if (scope.box) parts.push(sql`ST_Intersects(m.geom, ${envelope(scope.box)})`);
  if (withStatus && filters.statuses?.length) {
    parts.push(sql`m.status = any(${sql.val(filters.statuses)}::text[])`);
  }
  if (filters.categoryId !== undefined) parts.push(sql`m.category_id = ${filters.categoryId}`);
  if (filters.assignee === 'none') parts.push(sql`m.assignee_id is null`);
  else if (filters.assignee !== undefined) parts.push(sql`m.assignee_id = ${filters.assignee}`);
  if (filters.from)
    parts.push(sql`m.created_at >= (${filters.from}::date)::timestamp at time zone 'UTC'`);
  if (filters.to) {
    parts.push(sql`m.created_at < (${filters.to}::date + 1)::timestamp at time zone 'UTC'`);
  }
  if (filters.bbox) parts.push(sql`ST_Intersects(m.geom, ${envelope(filters.bbox)})`);
  if (filters.layerId !== undefined) parts.push(sql`m.feature_layer_id = ${filters.layerId}`);
  if (filters.fid !== undefined) parts.push(sql`m.feature_fid = ${filters.fid}`);
  if (filters.search) {
    const pattern = sql`'%' || waymark_search_text(${escapeLike(filters.search)}::text) || '%'`;
    parts.push(sql`(waymark_search_text(m.title) like ${pattern}
      or waymark_search_text(m.description) like ${pattern}
      or exists (select 1 from markup_comments c
                 where c.markup_id = m.id and waymark_search_text(c.body) like ${pattern}))`);
  }
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/**
 * ORDER BY of a list: status in its workflow's order, a missing due date last; then by id. The
 * other keys are never null, and are sorted as their index is (markups_map: created_at).
 */
export function markupOrder(
  field: MarkupOrderField,
  direction: 'asc' | 'desc',
): RawBuilder<unknown> {
  const dir = sql.raw(direction);
  const key =
    field === 'status'
      ? sql`array_position(array['open', 'in_progress', 'resolved', 'closed'], m.status)`
      : field === 'title'
        ? sql`lower(m.title)`
        : sql.ref(`m.${field}`);
  const nulls = field === 'due_date' ? sql` nulls last` : sql``;
  return sql`${key} ${dir}${nulls}, m.id ${dir}`;
}

/** Every column a markup read shows, from `m` and its joins (see MARKUP_FROM). */
export const MARKUP_COLUMNS = sql`m.id, m.organisation_id, m.map_id,
  ST_AsGeoJSON(m.geom, 9)::json as geometry,
  m.title, m.description, m.category_id, c.name as category_name, c.icon as category_icon,
  m.status, m.status_changed_by, ${nameOf('sc')} as status_changed_by_name, m.status_changed_at,
  m.assignee_id, ${nameOf('asg')} as assignee_name, asg.email as assignee_email,
  m.due_date, m.feature_layer_id, m.feature_fid, m.survey_date,
  m.author_id, ${nameOf('au')} as author_name, au.email as author_email,
  m.created_at, m.updated_at, m.version,
  (select count(*) from markup_comments mc where mc.markup_id = m.id)::int as comment_count,
  (select count(*) from markup_attachments ma where ma.markup_id = m.id)::int as attachment_count`;

/** A markup with its category and people: what MARKUP_COLUMNS reads from. */
export const MARKUP_FROM = sql`markups m
  join markup_categories c on c.id = m.category_id
  left join users sc on sc.id = m.status_changed_by
  left join users asg on asg.id = m.assignee_id
  left join users au on au.id = m.author_id`;

/** A markup as MARKUP_COLUMNS reads it. */
export interface MarkupView {
  id: number;
  organisation_id: number;
  map_id: number;
  geometry: unknown;
  title: string;
  description: string;
  category_id: number;
  category_name: string;
  category_icon: string;
  status: string;
  status_changed_by: number | null;
  status_changed_by_name: string | null;
  status_changed_at: Date;
  assignee_id: number | null;
  assignee_name: string | null;
  assignee_email: string | null;
  due_date: string | null;
  feature_layer_id: number | null;
  feature_fid: string | null;
  survey_date: string | null;
  author_id: number | null;
  author_name: string | null;
  author_email: string | null;
  created_at: Date;
  updated_at: Date;
  version: number;
  comment_count: number;
  attachment_count: number;
}
