import { isNetworkFailure } from '../../../lib/isNetworkFailure.js';
import { isOnline } from '../../../lib/useOnline.js';
import { markupOutbox } from './markupOutbox.js';
import type { OutboxDraft, OutboxEntry } from './outboxEntry.js';

/** A change that went to the outbox instead of the server: `id`, the markup it is about. */
export interface Queued {
  queued: true;
  id: number;
}

/**
 * Sends a change, or puts it in the outbox when there is no network (the browser says so, or the
 * request never reached the server): the user's change is never lost to a dropped signal. A
 * markup not yet sent (`unsent`) can only wait with its create. The server's refusals fail as
 * before.
 */
export async function sendOrQueue<T>(
  draft: OutboxDraft,
  send: () => Promise<T>,
  unsent = false,
): Promise<T | Queued> {
  const queue = async (): Promise<Queued> => {
    const entry: OutboxEntry = await markupOutbox.add(draft);
    return { queued: true, id: entry.kind === 'create' ? entry.clientId : entry.markupId };
  };
  if (unsent || !isOnline()) return queue();
  try {
    return await send();
  } catch (error) {
    if (isNetworkFailure(error)) return queue();
    throw error;
  }
}

export function isQueued<T extends object>(answer: T | Queued): answer is Queued {
  return 'queued' in answer;
}
