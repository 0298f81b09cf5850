import {
  markupAssignees,
  markupCollection,
  markupPage,
  markupRead,
  type MarkupAssignee,
  type MarkupCollection,
  type MarkupCreate,
  type MarkupPage,
  type MarkupPatch,
  type MarkupRead,
} from '@waymark/contract/markup';
import { ApiError } from '../../api/ApiError.js';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { api, idOf, ok } from '../../api/client.js';
import { conflictOf, MarkupConflictError } from './markupConflict.js';
import type { MarkupListParams } from './markupParams.js';

export const mapPath = (mapId: number) => ({ id: idOf(mapId) });
export const markupPath = (mapId: number, markupId: number) => ({
  id: idOf(mapId),
  markupId: idOf(markupId),
});

/** GET maps/:id/markups/: a page of the map's markups and the count of each status. */
export async function fetchMarkupPage(
  mapId: number,
  query: MarkupListParams,
  signal?: AbortSignal,
): Promise<MarkupPage> {
  const data = await ok(
    api.GET('/api/maps/{id}/markups/', { params: { path: mapPath(mapId), query }, signal }),
  );
  return checkedAnswer(markupPage, data);
}

/** GET maps/:id/markups/geojson/: the markups the map draws (the same filters, no paging). */
export async function fetchMarkupCollection(
  mapId: number,
  query: MarkupListParams,
  signal?: AbortSignal,
): Promise<MarkupCollection> {
  const data = await ok(
    api.GET('/api/maps/{id}/markups/geojson/', {
      params: { path: mapPath(mapId), query },
      signal,
    }),
  );
  return checkedAnswer(markupCollection, data);
}

/** GET maps/:id/markups/:markupId/. */
export async function fetchMarkup(
  mapId: number,
  markupId: number,
  signal?: AbortSignal,
): Promise<MarkupRead> {
  const data = await ok(
    api.GET('/api/maps/{id}/markups/{markupId}/', {
      params: { path: markupPath(mapId, markupId) },
      signal,
    }),
  );
  return checkedAnswer(markupRead, data);
}

/**
 * GET maps/:id/markups/assignees/ (the map's abilities.list_markup_assignees): the active members
 * of the map's organisation, by name.
 */
export async function fetchMarkupAssignees(
  mapId: number,
  signal?: AbortSignal,
): Promise<MarkupAssignee[]> {
  const data = await ok(
    api.GET('/api/maps/{id}/markups/assignees/', { params: { path: mapPath(mapId) }, signal }),
  );
  return checkedAnswer(markupAssignees, data);
}

/** POST maps/:id/markups/ (the map's abilities.add_markup). */
export async function createMarkup(mapId: number, body: MarkupCreate): Promise<MarkupRead> {
  const data = await ok(
    api.POST('/api/maps/{id}/markups/', { params: { path: mapPath(mapId) }, body }),
  );
  return checkedAnswer(markupRead, data);
}

/**
 * PATCH maps/:id/markups/:markupId/ with the version edited. A markup changed meanwhile answers
 * 409 with its current state: thrown as MarkupConflictError, never overwritten.
 */
export async function patchMarkup(
  mapId: number,
  markupId: number,
  body: MarkupPatch,
): Promise<MarkupRead> {
  try {
    const data = await ok(
      api.PATCH('/api/maps/{id}/markups/{markupId}/', {
        params: { path: markupPath(mapId, markupId) },
        body,
      }),
    );
    return checkedAnswer(markupRead, data);
  } catch (error) {
    const current = error instanceof ApiError ? conflictOf(error) : null;
    if (current) throw new MarkupConflictError(current, body);
    throw error;
  }
}

/** DELETE maps/:id/markups/:markupId/ (its abilities.delete). */
export async function deleteMarkup(mapId: number, markupId: number): Promise<void> {
  await ok(
    api.DELETE('/api/maps/{id}/markups/{markupId}/', {
      params: { path: markupPath(mapId, markupId) },
    }),
  );
}
