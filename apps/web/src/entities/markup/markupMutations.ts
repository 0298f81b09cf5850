import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkupCreate, MarkupImport, MarkupPatch } from '@waymark/contract/markup';
import { createMarkup, deleteMarkup, patchMarkup } from './markupCalls.js';
import { keepMarkup, refreshMarkupLists } from './markupCache.js';
import { MarkupConflictError } from './markupConflict.js';
import { importMarkups } from './markupFileCalls.js';
import { markupHistoryKey, markupKey } from './markupKeys.js';

/** POST maps/:id/markups/: the new markup is known at once; lists and the layer follow. */
export function useCreateMarkup(mapId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkupCreate) => createMarkup(mapId, body),
    onSuccess: (created) => {
      keepMarkup(queryClient, created);
      void refreshMarkupLists(queryClient, mapId);
    },
  });
}

/**
 * PATCH a markup with the version edited. A 409 (changed by someone else meanwhile) leaves the
 * markup as the server has it now in the cache and fails with MarkupConflictError, which holds
 * the refused change to show and apply again.
 */
export function useUpdateMarkup(mapId: number, markupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkupPatch) => patchMarkup(mapId, markupId, body),
    onSuccess: (saved) => {
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
