import type { MarkupStatus } from '@waymark/contract/markup';
import type { Box } from '../../lib/box.js';

/** Who a markup list is filtered to: anyone, the reader, nobody, or one user by id. */
export type AssigneeFilter = 'me' | 'none' | number | null;

/** What the markups panel filters and sorts by (its inputs, before they become a query). */
export interface MarkupFilters {
  /** The statuses shown; empty: all of them. */
  statuses: readonly MarkupStatus[];
  category: number | null;
  assignee: AssigneeFilter;
  /** Created on or after / on or before these days ('YYYY-MM-DD'), or ''. */
  from: string;
  to: string;
  /** Matched by the server in titles, descriptions and comments. */
  search: string;
  /** One of MARKUP_ORDERING, '-' for descending. */
  ordering: string;
}

export const NO_MARKUP_FILTERS: MarkupFilters = {
  statuses: [],
  category: null,
  assignee: null,
  from: '',
  to: '',
  search: '',
  ordering: '-updated_at',
};

/** The query of GET maps/:id/markups/ (and of its GeoJSON and its export), as text. */
export interface MarkupListParams {
  page?: string;
  items?: string;
  ordering?: string;
  search?: string;
  status?: string;
  category?: string;
  assignee?: string;
  from?: string;
  to?: string;
  bbox?: string;
  layer?: string;
  fid?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The coordinates the API takes in a box: six decimals (about 0.1 m) are plenty. */
const degrees = (value: number) => String(Math.round(value * 1e6) / 1e6);

/**
 * The filters as the list's query: only what narrows the list is sent (no empty text, no
 * status list that names every status), a box only for 'in view'.
 */
export function filterParams(
  filters: MarkupFilters,
  bbox: Box | null = null,
): Omit<MarkupListParams, 'page' | 'items'> {
  const search = filters.search.trim();
  const params: MarkupListParams = {};
  if (filters.statuses.length > 0) params.status = [...filters.statuses].join(',');
  if (filters.category !== null) params.category = String(filters.category);
  if (filters.assignee !== null) params.assignee = String(filters.assignee);
  if (DAY.test(filters.from)) params.from = filters.from;
  if (DAY.test(filters.to)) params.to = filters.to;
  if (search) params.search = search;
  if (filters.ordering) params.ordering = filters.ordering;
  if (bbox) params.bbox = bbox.map(degrees).join(',');
  return params;
}

/** One page of the list: the filters' query with its page and size. */
export function pageParams(
  filters: MarkupFilters,
  bbox: Box | null,
  page: number,
  items: number,
): MarkupListParams {
  return { ...filterParams(filters, bbox), page: String(page), items: String(items) };
}

/** The map layer's query: the same filters, no order (its GeoJSON is drawn, not read). */
export function layerParams(filters: MarkupFilters): MarkupListParams {
  const params = filterParams(filters);
  delete params.ordering;
  return params;
}

/** The markups of one feature of a layer (the feature's popup lists them). */
export function featureParams(layerId: number, fid: string | number): MarkupListParams {
  return { layer: String(layerId), fid: String(fid), ordering: '-updated_at', items: '20' };
}
