import { createMarkup, patchMarkup } from '../markupCalls.js';
import { addMarkupComment } from '../markupThreadCalls.js';
import type { OutboxTransport } from './outboxQueue.js';

/** The outbox's entries sent through the API client. */
export const apiTransport: OutboxTransport = {
  create: (entry) => createMarkup(entry.mapId, entry.body),
  change: (entry) => patchMarkup(entry.mapId, entry.markupId, entry.patch),
  comment: (entry) => addMarkupComment(entry.mapId, entry.markupId, entry.body),
};
