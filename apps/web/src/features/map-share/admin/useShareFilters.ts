import { MAP_SHARE_STATES, type MapShareRead } from '@waymark/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseRouteId } from '../../../routing/useRouteParams.js';

export interface ShareFilters {
  status: MapShareRead['status'] | null;
  map: number | null;
}

const statusOf = (text: string | null): ShareFilters['status'] =>
  MAP_SHARE_STATES.find((state) => state === text) ?? null;

/** The list's status and map filters, kept in the URL's query beside its page and sorting. */
export function useShareFilters(): [ShareFilters, (change: Partial<ShareFilters>) => void] {
  const [query, setQuery] = useSearchParams();
  const filters: ShareFilters = {
    status: statusOf(query.get('status')),
    map: parseRouteId(query.get('map') ?? undefined),
  };
  const update = useCallback(
    (change: Partial<ShareFilters>) =>
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value === null || value === undefined) next.delete(key);
            else next.set(key, String(value));
          }
          // Another filter, another list: back to its first page.
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setQuery],
  );
  return [filters, update];
}
