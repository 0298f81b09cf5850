import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_LAYOUT, layoutSchema, type Layout } from '@waymark/contract';
import { api, idOf, ok } from '../../api/client.js';

/** A layout answer that does not fit the contract falls back to the built-in layout. */
export function readLayout(data: unknown): Layout {
  const parsed = layoutSchema.safeParse(data);
  if (parsed.success) return { ...DEFAULT_LAYOUT, ...parsed.data };
  console.warn('layout answer does not fit the contract', parsed.error.issues);
  return DEFAULT_LAYOUT;
}

const HOST_LAYOUT_KEY = ['layout', 'host'] as const;

export function isHostLayoutKey(key: readonly unknown[]): boolean {
  return key[0] === HOST_LAYOUT_KEY[0] && key[1] === HOST_LAYOUT_KEY[1];
}

/** GET layout/ by Host; a 404 means the host is not configured (startup step 1). */
export const hostLayoutQuery = queryOptions({
  queryKey: HOST_LAYOUT_KEY,
  queryFn: async () => readLayout(await ok(api.GET('/api/layout/'))),
  staleTime: Infinity,
  retry: false,
});

/** GET layout/:organisationId: the organisation's layout, else the host's, else the default. */
export const organisationLayoutQuery = (organisationId: number) =>
  queryOptions({
    queryKey: ['layout', organisationId] as const,
    queryFn: async () =>
      readLayout(
        await ok(api.GET('/api/layout/{id}', { params: { path: { id: idOf(organisationId) } } })),
      ),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });

/**
 * After an organisation's layout was saved: the running app takes it at once (top bar, theme,
 * language, page title and icon) without a reload. An organisation without a layout of its
 * own falls back to the host's, so that one is asked for again.
 */
export function applySavedLayout(
  queryClient: QueryClient,
  organisationId: number,
  layout: Layout | null,
): void {
  if (layout)
    queryClient.setQueryData(organisationLayoutQuery(organisationId).queryKey, readLayout(layout));
  void queryClient.invalidateQueries({ queryKey: ['layout'] });
}
