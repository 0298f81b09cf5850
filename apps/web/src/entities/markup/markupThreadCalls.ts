import {
  markupComment,
  markupEvent,
  type MarkupComment,
  type MarkupCommentCreate,
  type MarkupEvent,
} from '@waymark/contract/markup';
import { z } from 'zod';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { api, ok } from '../../api/client.js';
import { markupPath } from './markupCalls.js';

const comments = z.array(markupComment);
const events = z.array(markupEvent);

/** GET maps/:id/markups/:markupId/comments/: the thread, oldest first. */
export async function fetchMarkupComments(
  mapId: number,
  markupId: number,
  signal?: AbortSignal,
): Promise<MarkupComment[]> {
  const data = await ok(
    api.GET('/api/maps/{id}/markups/{markupId}/comments/', {
      params: { path: markupPath(mapId, markupId) },
      signal,
    }),
  );
  return checkedAnswer(comments, data);
}

/** POST maps/:id/markups/:markupId/comments/ (a share link's viewer gives their `name`). */
export async function addMarkupComment(
  mapId: number,
  markupId: number,
  body: MarkupCommentCreate,
): Promise<MarkupComment> {
  const data = await ok(
    api.POST('/api/maps/{id}/markups/{markupId}/comments/', {
      params: { path: markupPath(mapId, markupId) },
      body,
    }),
  );
  return checkedAnswer(markupComment, data);
}

/** GET maps/:id/markups/:markupId/history/: who changed what, and when. */
export async function fetchMarkupHistory(
  mapId: number,
  markupId: number,
  signal?: AbortSignal,
): Promise<MarkupEvent[]> {
  const data = await ok(
    api.GET('/api/maps/{id}/markups/{markupId}/history/', {
      params: { path: markupPath(mapId, markupId) },
      signal,
    }),
  );
  return checkedAnswer(events, data);
}
