import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkupCreate, MarkupImport, MarkupPatch } from '@waymark/contract/markup';
import { createMarkup, deleteMarkup, patchMarkup } from './markupCalls.js';
import { keepMarkup, refreshMarkupLists } from './markupCache.js';
import { MarkupConflictError } from './markupConflict.js';
import { importMarkups } from './markupFileCalls.js';
import { markupHistoryKey, markupKey } from './markupKeys.js';
import { isUnsentId } from './outbox/outboxEntry.js';
import { isQueued, sendOrQueue } from './outbox/queued.js';

/**
 * POST maps/:id/markups/: the new markup is known at once; lists and the layer follow. Without a
 * network it waits in the outbox (answered as Queued, with its client id).
 */
export function useCreateMarkup(mapId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent even without a network: the outbox keeps what cannot go (a paused mutation would
    // be lost on reload).
    networkMode: 'always',
    mutationFn: (body: MarkupCreate) =>
      sendOrQueue({ kind: 'create', mapId, body }, () => createMarkup(mapId, body)),
    onSuccess: (created) => {
      if (isQueued(created)) return;
      keepMarkup(queryClient, created);
      void refreshMarkupLists(queryClient, mapId);
    },
  });
}

/**
 * PATCH a markup with the version edited. A 409 (changed by someone else meanwhile) leaves the
 * markup as the server has it now in the cache and fails with MarkupConflictError, which holds
 * the refused change to show and apply again. Without a network (or for a markup made offline)
 * the change waits in the outbox.
 */
export function useUpdateMarkup(mapId: number, markupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent even without a network: the outbox keeps what cannot go (a paused mutation would
    // be lost on reload).
    networkMode: 'always',
    mutationFn: (patch: MarkupPatch) =>
      sendOrQueue(
        { kind: 'change', mapId, markupId, patch },
        () => patchMarkup(mapId, markupId, patch),
        isUnsentId(markupId),
      ),
    onSuccess: (saved) => {
      if (isQueued(saved)) return;
      keepMarkup(queryClient, saved);
      void refreshMarkupLists(queryClient, mapId);
      void queryClient.invalidateQueries({ queryKey: markupHistoryKey(mapId, markupId) });
    },
    onError: (error) => {
      if (!(error instanceof MarkupConflictError)) return;
      keepMarkup(queryClient, error.current);
      void refreshMarkupLists(queryClient, mapId);
      void queryClient.invalidateQueries({ queryKey: markupHistoryKey(mapId, markupId) });
    },
  });
}

/** DELETE a markup: it leaves the cache, the lists and the layer. */
export function useDeleteMarkup(mapId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (markupId: number) => deleteMarkup(mapId, markupId),
    onSuccess: (_nothing, markupId) => {
      queryClient.removeQueries({ queryKey: markupKey(mapId, markupId) });
      void refreshMarkupLists(queryClient, mapId);
    },
  });
}

/** POST maps/:id/markups/import/: the lists and the layer show what came. */
export function useImportMarkups(mapId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkupImport) => importMarkups(mapId, body),
    onSuccess: () => void refreshMarkupLists(queryClient, mapId),
  });
}
