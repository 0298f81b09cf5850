import type { MarkupRead } from '@waymark/contract/markup';
import { useEffect, useMemo } from 'react';
import type { ClientMap } from '../../../entities/map/clientMap.js';
import { useMarkup } from '../../../entities/markup/markupQueries.js';
import { useOutboxState } from '../../../entities/markup/outbox/markupOutbox.js';
import { isUnsentId } from '../../../entities/markup/outbox/outboxEntry.js';
import { showMarkup, showMarkupList } from '../markupsStore.js';
import { usePendingMarkups } from './usePendingMarkups.js';

/**
 * The markup the detail shows: the server's with the changes waiting laid on, or one made offline
 * from the outbox. Once the server has a markup made offline, the detail follows it to its id.
 */
export function useDetailMarkup(data: ClientMap, markupId: number) {
  const query = useMarkup(data.id, markupId);
  const pending = usePendingMarkups(data);
  const { sent } = useOutboxState();
  const unsent = isUnsentId(markupId);
  const markup: MarkupRead | undefined = useMemo(() => {
    if (unsent) return pending.unsent.find((one) => one.id === markupId);
    return query.data && pending.shown(query.data);
  }, [unsent, pending, markupId, query.data]);

  const gone = unsent && !markup;
  const serverId = sent[markupId];
  useEffect(() => {
    if (!gone) return;
    if (serverId) showMarkup(serverId);
    // Dropped by the user (its creation refused): nothing left to show.
    else showMarkupList();
  }, [gone, serverId]);

  return { query, markup, waiting: pending.waiting(markupId) };
}
