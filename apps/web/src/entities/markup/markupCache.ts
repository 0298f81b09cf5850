import type { QueryClient } from '@tanstack/react-query';
import type { MarkupPage, MarkupRead } from '@waymark/contract/markup';
import { markupKey, markupsKey } from './markupKeys.js';

/** The lists and the map layer of a map's markups: fetched again after any change. */
export function refreshMarkupLists(queryClient: QueryClient, mapId: number): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: markupsKey(mapId),
    predicate: (query) => query.queryKey[2] === 'page' || query.queryKey[2] === 'geojson',
  });
}

/** A markup as the server now has it: its detail, and its row in every page already fetched. */
export function keepMarkup(queryClient: QueryClient, markup: MarkupRead): void {
  queryClient.setQueryData(markupKey(markup.map, markup.id), markup);
  queryClient.setQueriesData<MarkupPage>(
    {
      queryKey: markupsKey(markup.map),
      predicate: (query) => query.queryKey[2] === 'page',
    },
    (page) =>
      page && {
        ...page,
        results: page.results.map((row) => (row.id === markup.id ? markup : row)),
      },
  );
}

/** A markup's counts (comments, attachments) moved by `change`, in its detail. */
export function countMarkup(
  queryClient: QueryClient,
  mapId: number,
  markupId: number,
  change: Partial<Record<'comment_count' | 'attachment_count', number>>,
): void {
  queryClient.setQueryData<MarkupRead>(markupKey(mapId, markupId), (markup) =>
    markup
      ? {
          ...markup,
          comment_count: markup.comment_count + (change.comment_count ?? 0),
          attachment_count: markup.attachment_count + (change.attachment_count ?? 0),
        }
      : markup,
  );
}
