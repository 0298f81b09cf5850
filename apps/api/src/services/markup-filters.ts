import { MARKUP_ORDERING, type MarkupListQuery } from '@waymark/contract/markup';
import { parseOrdering } from '../lib/ordering.js';
import type { Principal } from '../policies/principal.js';
import type { MarkupFilters } from '../repositories/markup.repository.js';

/** The list's filters as the repository takes them; `assignee=me` is the reader. */
export function filtersOf(principal: Principal, query: Omit<MarkupListQuery, 'page' | 'items'>) {
  const assignee =
    query.assignee === 'me' ? principal.id : query.assignee === 'none' ? 'none' : query.assignee;
  const filters: MarkupFilters = {
    statuses: query.status,
    categoryId: query.category,
    assignee: assignee === undefined ? undefined : assignee,
    from: query.from,
    to: query.to,
    bbox: query.bbox,
    layerId: query.layer,
    fid: query.fid,
    search: query.search || undefined,
  };
  return filters;
}

export function orderOf(ordering: string | undefined) {
  return parseOrdering(ordering ?? '-created_at', MARKUP_ORDERING, 'created_at');
}
