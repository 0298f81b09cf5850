import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOnline } from '../../../lib/useOnline.js';
import { useCurrentUser } from '../../session/useCurrentUser.js';
import { useSession } from '../../session/useSession.js';
import { keepMarkup, refreshMarkupLists } from '../markupCache.js';
import { markupKey } from '../markupKeys.js';
import { markupOutbox } from './markupOutbox.js';
import { outboxOwnerOf } from './outboxOwner.js';
import type { OutboxSent } from './outboxQueue.js';
import { apiTransport } from './outboxTransport.js';

/** What the server took is shown as it has it: the markup, its thread, the lists and layer. */
function showSent(queryClient: QueryClient, { entry, markup }: OutboxSent) {
  if (markup) keepMarkup(queryClient, markup);
  if (entry.kind !== 'create')
    void queryClient.invalidateQueries({ queryKey: markupKey(entry.mapId, entry.markupId) });
  void refreshMarkupLists(queryClient, entry.mapId);
}

/** Sends the outbox now (a conflict answered, a refusal dismissed, the network back). */
export function sendMarkupOutbox(queryClient: QueryClient): Promise<void> {
  return markupOutbox.send(apiTransport, (sent) => showSent(queryClient, sent));
}

/**
 * Tells the outbox whose session this is, then sends that person's markup changes waiting in it
 * when the markups feature starts (the stored ones of an earlier visit too) and each time the
 * network comes back. Mounted once, by the 'Markups'
 * control: the outbox code loads with the markups feature, never with the first frame.
 */
export function useOutboxSync(): void {
  const queryClient = useQueryClient();
  const online = useOnline();
  const userId = useCurrentUser()?.id ?? null;
  const shareToken = useSession().mapShare?.token ?? null;
  useEffect(() => {
    let live = true;
    void outboxOwnerOf({ userId, shareToken })
      .then((owner) => (live ? markupOutbox.setOwner(owner) : undefined))
      .then(() => (live && online ? sendMarkupOutbox(queryClient) : undefined))
      // Storage that cannot be opened (private mode, quota) leaves the outbox in memory only.
      .catch((error: unknown) => console.warn('markup outbox:', error));
    return () => {
      live = false;
    };
  }, [queryClient, online, userId, shareToken]);
}
