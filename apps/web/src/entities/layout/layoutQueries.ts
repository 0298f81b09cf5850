import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_LAYOUT, layoutSchema, type Layout } from '@waymark/contract';
import { api, idOf, ok } from '../../api/client.js';
import { answerOrKept } from '../../lib/keptAnswer.js';

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

/** The host's last layout: public branding, kept for a start with no network. */
const STORED_HOST_LAYOUT = 'hostLayout';

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * GET layout/ by Host; a 404 means the host is not configured (startup step 1). Offline (the
 * service worker's shell) the app starts in the branding it last had rather than waiting on an
 * answer that cannot come.
 */
export const hostLayoutQuery = queryOptions({
  queryKey: HOST_LAYOUT_KEY,
  queryFn: async () =>
    readLayout(await answerOrKept(STORED_HOST_LAYOUT, () => ok(api.GET('/api/layout/')), isObject)),
  staleTime: Infinity,
  retry: false,
  // A failure stays one: asked again on every mount, it would put the start screen back
  // (pending again) and unmount the page that asked, over and over.
  retryOnMount: false,
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
