import type { MarkupComment, MarkupRead } from '@waymark/contract/markup';
import { ApiError } from '../../../api/ApiError.js';
import { isNetworkFailure } from '../../../lib/isNetworkFailure.js';
import type { RecordTable } from '../../pack/storage/recordTable.js';
import { MarkupConflictError } from '../markupConflict.js';
import {
  entryMarkupId,
  isUnsentId,
  type OutboxDraft,
  type OutboxEntry,
  type OutboxProblem,
} from './outboxEntry.js';

export type OutboxTable = RecordTable<OutboxEntry>;

/** How entries reach the server (the API client in the app, a fake in tests). */
export interface OutboxTransport {
  create(entry: OutboxEntry & { kind: 'create' }): Promise<MarkupRead>;
  change(entry: OutboxEntry & { kind: 'change' }): Promise<MarkupRead>;
  comment(entry: OutboxEntry & { kind: 'comment' }): Promise<MarkupComment>;
}

/** What one entry's sending gave: the markup the server now has (a comment gives none). */
export interface OutboxSent {
  entry: OutboxEntry;
  markup: MarkupRead | null;
}

export const bySeq = (a: OutboxEntry, b: OutboxEntry) => a.seq - b.seq;

/**
 * Puts a change in the outbox, merged where it can be: a change of a markup not yet sent joins
 * its create (it stays one create), and a change of a markup with a change already waiting joins
 * that one (one PATCH, on the version first edited). Answers the entry written.
 */
export async function enqueue(
  table: OutboxTable,
  draft: OutboxDraft & { owner: string },
  clientId: () => number,
  /** An entry being sent right now: nothing joins it (its 2xx would remove the joined change). */
  inFlight: number | null = null,
): Promise<OutboxEntry> {
  const entries = (await table.all()).sort(bySeq);
  const base = { seq: (entries.at(-1)?.seq ?? 0) + 1, at: new Date().toISOString(), problem: null };
  if (draft.kind === 'change') {
    const { version, ...fields } = draft.patch;
    const into = entries.find(
      (entry) =>
        entry.problem === null &&
        entry.owner === draft.owner &&
        entry.seq !== inFlight &&
        entry.mapId === draft.mapId &&
        entryMarkupId(entry) === draft.markupId &&
        entry.kind !== 'comment',
    );
    if (into?.kind === 'create') {
      const merged: OutboxEntry = { ...into, body: { ...into.body, ...fields } };
      await table.put(merged);
      return merged;
    }
    if (into?.kind === 'change') {
      const merged: OutboxEntry = { ...into, patch: { ...into.patch, ...fields } };
      await table.put(merged);
      return merged;
    }
    const entry: OutboxEntry = { ...base, ...draft, patch: { ...fields, version } };
    await table.put(entry);
    return entry;
  }
  const entry: OutboxEntry =
    draft.kind === 'create' ? { ...base, ...draft, clientId: clientId() } : { ...base, ...draft };
  await table.put(entry);
  return entry;
}

function problemOf(error: unknown): OutboxProblem {
  if (error instanceof MarkupConflictError) return { kind: 'conflict', current: error.current };
  if (error instanceof ApiError)
    return { kind: 'refused', status: error.status, detail: error.detail };
  return { kind: 'refused', status: 0, detail: error instanceof Error ? error.message : null };
}

/** Whether a failure is worth trying again later rather than asking the user: no network, 5xx. */
function isPassing(error: unknown): boolean {
  return isNetworkFailure(error) || (error instanceof ApiError && error.status >= 500);
}

async function sendOne(transport: OutboxTransport, entry: OutboxEntry): Promise<MarkupRead | null> {
  if (entry.kind === 'create') return transport.create(entry);
  if (entry.kind === 'change') return transport.change(entry);
  await transport.comment(entry);
  return null;
}

/**
 * Sends the outbox in the order the changes were made. Each entry leaves the outbox only after
 * the server's 2xx. A refusal (409 conflict, 403, 404, ...) stays with its problem for the user,
 * and holds back the later entries of the same markup; no network (or a 5xx) stops the sending,
 * everything left stays for the next time. Answers whether it got through the whole outbox.
 */
export async function sendOutbox(
  table: OutboxTable,
  transport: OutboxTransport,
  onSent: (sent: OutboxSent) => void = () => undefined,
  onSending: (seq: number | null) => void = () => undefined,
): Promise<'done' | 'stopped'> {
  const entries = (await table.all()).sort(bySeq);
  const held = new Set<string>();
  const heldKey = (entry: OutboxEntry) => `${entry.mapId}:${entryMarkupId(entry)}`;
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index]!;
    // A comment of a markup whose create is held (or refused) waits with it.
    if (
      entry.problem ||
      held.has(heldKey(entry)) ||
      (entry.kind !== 'create' && isUnsentId(entry.markupId))
    ) {
      held.add(heldKey(entry));
      continue;
    }
    try {
      onSending(entry.seq);
      const markup = await sendOne(transport, entry);
      await table.delete(entry.seq);
      if (entry.kind === 'create' && markup) {
        // The later entries of the new markup now name it by the server's id.
        for (let later = index + 1; later < entries.length; later += 1) {
          const next = entries[later]!;
          if (
            next.kind !== 'create' &&
            next.mapId === entry.mapId &&
            next.markupId === entry.clientId
          ) {
            entries[later] = { ...next, markupId: markup.id };
            await table.put(entries[later]!);
          }
        }
      }
      onSending(null);
      onSent({ entry, markup });
    } catch (error) {
      onSending(null);
      if (isPassing(error)) return 'stopped';
      await table.put({ ...entry, problem: problemOf(error) });
      held.add(heldKey(entry));
    }
  }
  return 'done';
}
