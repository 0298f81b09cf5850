import { DEFAULT_PAGE_SIZE } from '@waymark/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams {
  page: number;
  items: number;
  /** A field, '-' first for descending; '' for the list's own order. */
  ordering: string;
  search: string;
}

/**
 * A list's page, page size, sorting and search, kept in the URL's query so that the back
 * button, a reload or a shared link show the same page.
 */
export function useListParams(): [ListParams, (change: Partial<ListParams>) => void] {
  const [query, setQuery] = useSearchParams();
  const params: ListParams = {
    page: Math.max(1, Number(query.get('page')) || 1),
    items: Number(query.get('items')) || DEFAULT_PAGE_SIZE,
    ordering: query.get('ordering') ?? '',
    search: query.get('search') ?? '',
  };
  const update = useCallback(
    (change: Partial<ListParams>) =>
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            const isDefault =
              value === '' ||
              (key === 'page' && value === 1) ||
              (key === 'items' && value === DEFAULT_PAGE_SIZE);
            if (isDefault) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setQuery],
  );
  return [params, update];
}

/** The query of a list call: only what differs from the server's defaults. */
export function listQueryOf(params: ListParams): Record<string, string> {
  return {
    page: String(params.page),
    items: String(params.items),
    ...(params.ordering ? { ordering: params.ordering } : {}),
    ...(params.search ? { search: params.search } : {}),
  };
}
