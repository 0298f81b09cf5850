import type {
  MarkupCommentCreate,
  MarkupCreate,
  MarkupPatch,
  MarkupRead,
} from '@waymark/contract/markup';

/**
 * Why an entry is held back: the server refused it. A conflict (409) carries the markup as it is
 * now, for the user to choose 'Keep mine' or 'Use theirs'; any other refusal (403, 404, 400)
 * carries the server's words, kept until the user dismisses it. Nothing is dropped unasked.
 */
export type OutboxProblem =
  | { kind: 'conflict'; current: MarkupRead }
  | { kind: 'refused'; status: number; detail: string | null };

interface EntryBase {
  /** The order the changes were made in, and the order they are sent in. */
  seq: number;
  /**
   * Whose change it is (outboxOwner.ts): only they see it and only their session sends it — a
   * session that ended without a sign-out must not have its changes sent as the next person.
   */
  owner: string;
  mapId: number;
  /** When the change was made (ISO). */
  at: string;
  problem: OutboxProblem | null;
}

/** A new markup: `clientId` (negative, never a server id) names it until the server gives one. */
export interface OutboxCreate extends EntryBase {
  kind: 'create';
  clientId: number;
  body: MarkupCreate;
}

/** Fields changed (a status change too) on the version the user saw. */
export interface OutboxChange extends EntryBase {
  kind: 'change';
  markupId: number;
  patch: MarkupPatch;
}

export interface OutboxComment extends EntryBase {
  kind: 'comment';
  markupId: number;
  body: MarkupCommentCreate;
}

export type OutboxEntry = OutboxCreate | OutboxChange | OutboxComment;

/** What is enqueued: the outbox gives it its `seq`, owner, time and (for a create) client id. */
export type OutboxDraft =
  | { kind: 'create'; mapId: number; body: MarkupCreate }
  | { kind: 'change'; mapId: number; markupId: number; patch: MarkupPatch }
  | { kind: 'comment'; mapId: number; markupId: number; body: MarkupCommentCreate };

/** The markup an entry is about: a server id, or the client id of a markup not yet sent. */
export function entryMarkupId(entry: OutboxEntry): number {
  return entry.kind === 'create' ? entry.clientId : entry.markupId;
}

/** Markups made offline have negative ids until the server gives them theirs. */
export function isUnsentId(markupId: number): boolean {
  return markupId < 0;
}
