import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOnline } from '../../../lib/useOnline.js';
import { keepMarkup, refreshMarkupLists } from '../markupCache.js';
import { markupKey } from '../markupKeys.js';
import { markupOutbox } from './markupOutbox.js';
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
 * Sends the markup changes waiting in the outbox when the markups feature starts (the stored ones
 * of an earlier visit too) and each time the network comes back. Mounted once, by the 'Markups'
 * control: the outbox code loads with the markups feature, never with the first frame.
 */
export function useOutboxSync(): void {
  const queryClient = useQueryClient();
  const online = useOnline();
  useEffect(() => {
    let live = true;
    void markupOutbox
      .load()
      .then(() => (live && online ? sendMarkupOutbox(queryClient) : undefined))
      // Storage that cannot be opened (private mode, quota) leaves the outbox in memory only.
      .catch((error: unknown) => console.warn('markup outbox:', error));
    return () => {
      live = false;
    };
  }, [queryClient, online]);
}
