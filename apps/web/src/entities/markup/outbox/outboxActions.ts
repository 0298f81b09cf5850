import type { QueryClient } from '@tanstack/react-query';
import { keepMarkup } from '../markupCache.js';
import { markupOutbox } from './markupOutbox.js';
import type { OutboxEntry } from './outboxEntry.js';
import { sendMarkupOutbox } from './useOutboxSync.js';

/** 'Keep mine': the refused change goes again, on the version the server has now. */
export async function keepMine(queryClient: QueryClient, entry: OutboxEntry): Promise<void> {
  if (entry.kind !== 'change' || entry.problem?.kind !== 'conflict') return;
  const { current } = entry.problem;
  keepMarkup(queryClient, current);
  await markupOutbox.replace({
    ...entry,
    patch: { ...entry.patch, version: current.version },
    problem: null,
  });
  await sendMarkupOutbox(queryClient);
}

/**
 * 'Use theirs' (a conflict) or 'Dismiss' (a refusal): the user chose to drop the change; the
 * markup shows as the server has it. The changes held behind it go on.
 */
export async function dropChange(queryClient: QueryClient, entry: OutboxEntry): Promise<void> {
  if (entry.problem?.kind === 'conflict') keepMarkup(queryClient, entry.problem.current);
  // A markup refused its creation takes its waiting comments and changes with it.
  const withIt =
    entry.kind === 'create'
      ? markupOutbox.store
          .get()
          .entries.filter(
            (e) => e.kind !== 'create' && e.mapId === entry.mapId && e.markupId === entry.clientId,
          )
      : [];
  await markupOutbox.drop([entry.seq, ...withIt.map((e) => e.seq)]);
  await sendMarkupOutbox(queryClient);
}
