import type { MarkupPatch, MarkupRead } from '@waymark/contract/markup';
import { entryMarkupId, type OutboxCreate, type OutboxEntry } from './outboxEntry.js';

/** Names for the ids a change sets (the category's name and icon, the assignee's name). */
export interface PendingLookups {
  category(id: number): Pick<MarkupRead['category'], 'name' | 'icon'> | null;
  person(id: number): string | null;
  /** Who is making the changes (the author of a markup made offline). */
  me: MarkupRead['author'];
}

/** The fields of a change laid on a markup as the panel shows it (not the version). */
function laid(
  markup: MarkupRead,
  patch: Partial<MarkupPatch>,
  lookups: PendingLookups,
): MarkupRead {
  // The version stays the markup's: the change is sent on it.
  const { category, assignee, ...plain } = patch;
  const next: MarkupRead = { ...markup, ...plain, version: markup.version };
  if (category !== undefined)
    next.category = { id: category, ...(lookups.category(category) ?? markup.category) };
  if (assignee !== undefined)
    next.assignee =
      assignee === null ? null : { id: assignee, name: lookups.person(assignee) ?? '…' };
  if (plain.status !== undefined && plain.status !== markup.status)
    next.status_changed_by = lookups.me;
  return next;
}

/**
 * A markup made offline as the panel shows it until the server has it: the author may change it
 * and comment on it (both wait with it); photos wait for the network.
 */
export function unsentMarkup(entry: OutboxCreate, lookups: PendingLookups): MarkupRead {
  const { body } = entry;
  const blank: MarkupRead = {
    id: entry.clientId,
    map: entry.mapId,
    geometry: body.geometry,
    title: body.title,
    description: '',
    category: { id: body.category, name: '', icon: 'pin' },
    status: 'open',
    status_changed_by: lookups.me,
    status_changed_at: entry.at,
    assignee: null,
    due_date: null,
    feature: null,
    survey_date: null,
    author: lookups.me,
    created_at: entry.at,
    updated_at: entry.at,
    version: 1,
    comment_count: 0,
    attachment_count: 0,
    abilities: {
      view: true,
      change: true,
      change_status: true,
      comment: true,
      // Photos wait for the network (the panel says so); deleting is dropping it from the outbox.
      attach: true,
      delete: false,
    },
  };
  return laid(blank, { ...body, category: body.category }, lookups);
}

/** A markup with the changes waiting for it laid on (the list, the detail and the layer). */
export function withPending(
  markup: MarkupRead,
  entries: readonly OutboxEntry[],
  lookups: PendingLookups,
): MarkupRead {
  return entries
    .filter((entry) => entry.kind === 'change' && entry.mapId === markup.map)
    .filter((entry) => entryMarkupId(entry) === markup.id)
    .reduce(
      (shown, entry) => (entry.kind === 'change' ? laid(shown, entry.patch, lookups) : shown),
      markup,
    );
}

/** Whether anything waits for the markup (a change, a comment, its very creation). */
export function isWaiting(entries: readonly OutboxEntry[], mapId: number, markupId: number) {
  return entries.some((entry) => entry.mapId === mapId && entryMarkupId(entry) === markupId);
}
