import { createStore, useStore, type Store } from '../../../lib/createStore.js';
import { idbTable, MARKUP_OUTBOX_STORE } from '../../pack/storage/offlineDb.js';
import { memoryTable } from '../../pack/storage/recordTable.js';
import type { OutboxDraft, OutboxEntry } from './outboxEntry.js';
import {
  bySeq,
  enqueue,
  sendOutbox,
  type OutboxSent,
  type OutboxTable,
  type OutboxTransport,
} from './outboxQueue.js';

export interface OutboxState {
  /** Every entry waiting (or held with a problem), in order; loaded from storage at start. */
  entries: OutboxEntry[];
  /** Markups made offline that the server now has: client id → server id. */
  sent: Record<number, number>;
}

/**
 * The outbox of markup changes: kept in the browser (IndexedDB, so a reload or a closed tab keeps
 * them; memory where there is none, as in unit tests), mirrored in a store the panel renders from.
 */
export interface MarkupOutbox {
  store: Store<OutboxState>;
  /** Reads the stored entries (once at start; again after another tab may have changed them). */
  load(): Promise<void>;
  add(draft: OutboxDraft): Promise<OutboxEntry>;
  /** Sends what waits, one sending at a time; `onSent` hears of each entry the server took. */
  send(transport: OutboxTransport, onSent?: (sent: OutboxSent) => void): Promise<void>;
  /** Replaces an entry (a conflict answered 'Keep mine': the change on the new version). */
  replace(entry: OutboxEntry): Promise<void>;
  /** Drops entries the user chose to drop ('Use theirs', a refusal dismissed). */
  drop(seqs: readonly number[]): Promise<void>;
  /** Whose session this is (outboxOwner.ts): the outbox shows, takes and sends only theirs. */
  setOwner(owner: string | null): Promise<void>;
  /** Every entry on the device, whoever's (what a sign-out, which clears the device, removes). */
  countStored(): Promise<number>;
}

/** The entries of one owner: what the panel shows and what their session sends. */
function ownedBy(table: OutboxTable, owner: () => string | null): OutboxTable {
  return {
    ...table,
    all: async () => (await table.all()).filter((entry) => entry.owner === owner()),
  };
}

export function createMarkupOutbox(table: OutboxTable): MarkupOutbox {
  const store = createStore<OutboxState>({ entries: [], sent: {} });
  let sending: Promise<void> = Promise.resolve();
  let inFlight: number | null = null;
  let adding: Promise<void> = Promise.resolve();
  // Client ids: negative and decreasing, unique on this device across reloads (time-based).
  let lastClientId = 0;
  const clientId = () => {
    lastClientId = Math.min(lastClientId - 1, -Date.now());
    return lastClientId;
  };
  let owner: string | null = null;
  const owned = ownedBy(table, () => owner);
  const load = async () => {
    const entries = (await owned.all()).sort(bySeq);
    store.set((state) => ({ ...state, entries }));
  };
  return {
    store,
    load,
    add(draft) {
      // One at a time: each reads the outbox to merge into it and to number the next entry.
      const entry = adding.then(() => {
        if (owner === null)
          throw new Error('Markup changes are kept for a signed-in session only.');
        return enqueue(table, { ...draft, owner }, clientId, inFlight);
      });
      adding = entry.then(load, load);
      return adding.then(() => entry);
    },
    send(transport, onSent) {
      // One sending at a time; one asked for meanwhile runs after it (it may have more to send).
      const run = async () => {
        try {
          await sendOutbox(
            owned,
            transport,
            (sent) => {
              if (sent.entry.kind === 'create' && sent.markup) {
                const { clientId: from } = sent.entry;
                const to = sent.markup.id;
                store.set((state) => ({ ...state, sent: { ...state.sent, [from]: to } }));
              }
              onSent?.(sent);
            },
            (seq) => {
              inFlight = seq;
            },
          );
        } finally {
          await load();
        }
      };
      sending = sending.then(run, run);
      return sending;
    },
    async replace(entry) {
      await table.put(entry);
      await load();
    },
    async drop(seqs) {
      for (const seq of seqs) await table.delete(seq);
      await load();
    },
    async setOwner(next) {
      owner = next;
      await load();
    },
    countStored: async () => (await table.all()).length,
  };
}

function browserTable(): OutboxTable {
  if (typeof indexedDB === 'undefined') return memoryTable((entry: OutboxEntry) => entry.seq);
  return idbTable<OutboxEntry>(MARKUP_OUTBOX_STORE);
}

/** The app's outbox (loaded with the markups feature, never with the first frame). */
export const markupOutbox = createMarkupOutbox(browserTable());

export function useOutboxState(): OutboxState {
  return useStore(markupOutbox.store);
}
