import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MarkupAttachment,
  MarkupComment,
  MarkupCommentCreate,
} from '@waymark/contract/markup';
import { countMarkup, refreshMarkupLists } from './markupCache.js';
import { deleteMarkupAttachment, uploadMarkupAttachment } from './markupFileCalls.js';
import { markupAttachmentsKey, markupCommentsKey, markupHistoryKey } from './markupKeys.js';
import { addMarkupComment } from './markupThreadCalls.js';
import { isUnsentId } from './outbox/outboxEntry.js';
import { isQueued, sendOrQueue } from './outbox/queued.js';

/**
 * POST a comment: it joins the thread at once; the history and the counts follow. Without a
 * network (or on a markup made offline) it waits in the outbox.
 */
export function useAddMarkupComment(mapId: number, markupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent even without a network: the outbox keeps what cannot go (a paused mutation would
    // be lost on reload).
    networkMode: 'always',
    mutationFn: (body: MarkupCommentCreate) =>
      sendOrQueue(
        { kind: 'comment', mapId, markupId, body },
        () => addMarkupComment(mapId, markupId, body),
        isUnsentId(markupId),
      ),
    onSuccess: (comment) => {
      if (isQueued(comment)) return;
      queryClient.setQueryData<MarkupComment[]>(markupCommentsKey(mapId, markupId), (thread) =>
        thread ? [...thread, comment] : [comment],
      );
      countMarkup(queryClient, mapId, markupId, { comment_count: 1 });
      void queryClient.invalidateQueries({ queryKey: markupHistoryKey(mapId, markupId) });
      void refreshMarkupLists(queryClient, mapId);
    },
  });
}

/** Uploads a file to a markup: it joins the list of attachments at once. */
export function useUploadMarkupAttachment(mapId: number, markupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadMarkupAttachment(mapId, markupId, file),
    onSuccess: (attachment) => {
      queryClient.setQueryData<MarkupAttachment[]>(markupAttachmentsKey(mapId, markupId), (list) =>
        list ? [...list, attachment] : [attachment],
      );
      countMarkup(queryClient, mapId, markupId, { attachment_count: 1 });
      void queryClient.invalidateQueries({ queryKey: markupHistoryKey(mapId, markupId) });
    },
  });
}

/** Deletes an attachment of a markup. */
export function useDeleteMarkupAttachment(mapId: number, markupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: number) => deleteMarkupAttachment(mapId, markupId, attachmentId),
    onSuccess: (_nothing, attachmentId) => {
      queryClient.setQueryData<MarkupAttachment[]>(markupAttachmentsKey(mapId, markupId), (list) =>
        list?.filter((attachment) => attachment.id !== attachmentId),
      );
      countMarkup(queryClient, mapId, markupId, { attachment_count: -1 });
      void queryClient.invalidateQueries({ queryKey: markupHistoryKey(mapId, markupId) });
    },
  });
}
