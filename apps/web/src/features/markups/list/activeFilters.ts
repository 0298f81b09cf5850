import type { MarkupFilters } from '../../../entities/markup/markupParams.js';

/** How many of the filters under 'More filters' narrow the list (the button's badge). */
export function activeFilterCount(filters: MarkupFilters): number {
  return [
    filters.category !== null,
    filters.assignee !== null,
    !!filters.from,
    !!filters.to,
  ].filter(Boolean).length;
}
