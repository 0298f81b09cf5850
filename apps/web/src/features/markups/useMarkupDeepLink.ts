import { useEffect } from 'react';
import { currentPageUrl, withSearchParam } from '../../lib/searchParam.js';
import { markupsStore, showMarkup } from './markupsStore.js';

/** The query parameter of a link to one markup: /maps/<id>/?markup=<markupId>. */
export const MARKUP_PARAM = 'markup';

/** The markup a page's query asks for, else null. */
export function markupOfSearch(search: string): number | null {
  const text = new URLSearchParams(search).get(MARKUP_PARAM) ?? '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The link the notice mails carry: /maps/<id>/?markup=<markupId> opens the panel on the markup
 * and brings the map to it. While a markup is open its link stays in the page's URL (rewritten
 * in place, as the survey date's), so that the address bar can be copied to show it.
 */
export function useMarkupDeepLink(mapId: number, current: boolean): void {
  useEffect(() => {
    if (!current) return undefined;
    const asked = markupOfSearch(window.location.search);
    if (asked !== null) showMarkup(asked, true);
    return markupsStore.subscribe(() => {
      const { view, open } = markupsStore.get();
      const shown = open && view.kind === 'detail' ? String(view.markupId) : null;
      const next = withSearchParam(currentPageUrl(), MARKUP_PARAM, shown);
      if (next !== currentPageUrl()) window.history.replaceState(window.history.state, '', next);
    });
  }, [mapId, current]);
}
