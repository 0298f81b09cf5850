import type { MarkupCreate, MarkupRead } from '@waymark/contract/markup';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/ApiError.js';
import { markup } from '../../../features/markups/testMarkups.js';
import { memoryTable } from '../../pack/storage/recordTable.js';
import { MarkupConflictError } from '../markupConflict.js';
import type { OutboxDraft, OutboxEntry } from './outboxEntry.js';
import { createMarkupOutbox } from './markupOutbox.js';
import { enqueue, sendOutbox, type OutboxTable, type OutboxTransport } from './outboxQueue.js';

const OWNER = 'user:1@localhost';

const BODY: MarkupCreate = {
  geometry: { type: 'Point', coordinates: [-6.26, 53.35] },
  title: 'Fallen tree',
  category: 1,
};

function setUp() {
  const table: OutboxTable = memoryTable((entry: OutboxEntry) => entry.seq);
  let next = -1;
  const add = (draft: OutboxDraft) => enqueue(table, { ...draft, owner: OWNER }, () => next--);
  return { table, add };
}

/** A fake server: records what reached it, in order; `fail` decides an entry's failure. */
function fakeTransport(fail: (entry: OutboxEntry) => unknown = () => null) {
  const calls: string[] = [];
  const answer = (entry: OutboxEntry, read: MarkupRead) => {
    const failure = fail(entry);
    if (failure) return Promise.reject(failure instanceof Error ? failure : new Error('fail'));
    calls.push(`${entry.kind}:${entry.kind === 'create' ? entry.body.title : entry.markupId}`);
    return Promise.resolve(read);
  };
  const transport: OutboxTransport = {
    create: (entry) => answer(entry, markup({ id: 90, title: entry.body.title })),
    change: (entry) => answer(entry, markup({ id: entry.markupId, version: 3 })),
    comment: (entry) =>
      answer(entry, markup()).then(() => ({
        id: 1,
        body: entry.body.body,
        author: null,
        share_name: null,
        created_at: '2026-01-01T00:00:00Z',
      })),
  };
  return { transport, calls };
}

describe('the markup outbox', () => {
  it('keeps entries in the order they were made, a create with a client id', async () => {
    const { table, add } = setUp();
    const created = await add({ kind: 'create', mapId: 4, body: BODY });
    await add({ kind: 'comment', mapId: 4, markupId: 11, body: { body: 'Seen again' } });
    expect(created).toMatchObject({ seq: 1, kind: 'create', clientId: -1, problem: null });
    expect((await table.all()).map((entry) => entry.seq)).toEqual([1, 2]);
  });

  it('merges a change of a markup made offline into its create: it stays one create', async () => {
    const { table, add } = setUp();
    await add({ kind: 'create', mapId: 4, body: BODY });
    await add({ kind: 'change', mapId: 4, markupId: -1, patch: { version: 1, status: 'closed' } });
    const entries = await table.all();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'create', body: { ...BODY, status: 'closed' } });
  });

  it('merges changes of one markup into one, on the version first edited', async () => {
    const { table, add } = setUp();
    await add({ kind: 'change', mapId: 4, markupId: 11, patch: { version: 2, title: 'A' } });
    await add({
      kind: 'change',
      mapId: 4,
      markupId: 11,
      patch: { version: 2, status: 'resolved' },
    });
    expect(await table.all()).toMatchObject([
      { kind: 'change', patch: { version: 2, title: 'A', status: 'resolved' } },
    ]);
  });

  it('sends in order, removes each entry after its 2xx, names a new markup by its server id', async () => {
    const { table, add } = setUp();
    await add({ kind: 'create', mapId: 4, body: BODY });
    await add({ kind: 'comment', mapId: 4, markupId: -1, body: { body: 'Across the line' } });
    await add({ kind: 'change', mapId: 4, markupId: 12, patch: { version: 1, title: 'B' } });
    const { transport, calls } = fakeTransport();
    expect(await sendOutbox(table, transport)).toBe('done');
    expect(calls).toEqual(['create:Fallen tree', 'comment:90', 'change:12']);
    expect(await table.all()).toEqual([]);
  });

  it('keeps a 409 as a conflict with the markup as it is now, holding that markup’s later entries', async () => {
    const { table, add } = setUp();
    await add({ kind: 'change', mapId: 4, markupId: 11, patch: { version: 1, title: 'Mine' } });
    await add({ kind: 'comment', mapId: 4, markupId: 11, body: { body: 'After' } });
    await add({ kind: 'comment', mapId: 4, markupId: 12, body: { body: 'Elsewhere' } });
    const current = markup({ version: 2, title: 'Theirs' });
    const { transport, calls } = fakeTransport((entry) =>
      entry.kind === 'change' ? new MarkupConflictError(current, { version: 1 }) : null,
    );
    expect(await sendOutbox(table, transport)).toBe('done');
    expect(calls).toEqual(['comment:12']);
    const left = await table.all();
    expect(left.map((entry) => entry.seq)).toEqual([1, 2]);
    expect(left[0]?.problem).toEqual({ kind: 'conflict', current });
    expect(left[1]?.problem).toBeNull();
  });

  it('keeps everything when the network is gone, and stops', async () => {
    const { table, add } = setUp();
    await add({ kind: 'create', mapId: 4, body: BODY });
    await add({ kind: 'comment', mapId: 4, markupId: 12, body: { body: 'Later' } });
    const { transport, calls } = fakeTransport(() => new TypeError('Failed to fetch'));
    expect(await sendOutbox(table, transport)).toBe('stopped');
    expect(calls).toEqual([]);
    expect((await table.all()).map((entry) => entry.problem)).toEqual([null, null]);
  });

  it('keeps a refusal (403) with the server’s words until the user dismisses it', async () => {
    const { table, add } = setUp();
    await add({ kind: 'change', mapId: 4, markupId: 11, patch: { version: 1, title: 'No' } });
    const refusal = new ApiError(403, 'Forbidden', { detail: 'You may not change it.' }, '/x');
    const { transport } = fakeTransport(() => refusal);
    await sendOutbox(table, transport);
    expect((await table.all())[0]?.problem).toEqual({
      kind: 'refused',
      status: 403,
      detail: 'You may not change it.',
    });
  });

  it('does not join a change to the entry being sent', async () => {
    const { table } = setUp();
    await enqueue(
      table,
      { kind: 'change', mapId: 4, markupId: 11, patch: { version: 1 }, owner: OWNER },
      () => -1,
    );
    await enqueue(
      table,
      { kind: 'change', mapId: 4, markupId: 11, patch: { version: 1, title: 'C' }, owner: OWNER },
      () => -1,
      1,
    );
    expect(await table.all()).toHaveLength(2);
  });

  it('shows and sends a session only its own changes; the others wait for their owner', async () => {
    const table: OutboxTable = memoryTable((entry: OutboxEntry) => entry.seq);
    const outbox = createMarkupOutbox(table);
    await outbox.setOwner('user:1@localhost');
    await outbox.add({ kind: 'create', mapId: 4, body: BODY });
    await outbox.setOwner('user:2@localhost');
    expect(outbox.store.get().entries).toEqual([]);
    await outbox.add({ kind: 'create', mapId: 4, body: { ...BODY, title: 'Gate open' } });
    const { transport, calls } = fakeTransport();
    await outbox.send(transport);
    expect(calls).toEqual(['create:Gate open']);
    expect(await outbox.countStored()).toBe(1);
    await outbox.setOwner('user:1@localhost');
    expect(outbox.store.get().entries.map((entry) => entry.owner)).toEqual(['user:1@localhost']);
    await outbox.setOwner(null);
    await expect(outbox.add({ kind: 'create', mapId: 4, body: BODY })).rejects.toThrow();
  });
});
