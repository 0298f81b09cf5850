import type { MarkupListParams } from './markupParams.js';

/** Everything fetched of a map's markups: a change has it all fetched again. */
export const markupsKey = (mapId: number) => ['markups', mapId] as const;

export const markupPageKey = (mapId: number, params: MarkupListParams) =>
  [...markupsKey(mapId), 'page', params] as const;

export const markupCollectionKey = (mapId: number, params: MarkupListParams) =>
  [...markupsKey(mapId), 'geojson', params] as const;

export const markupKey = (mapId: number, markupId: number) =>
  [...markupsKey(mapId), 'one', markupId] as const;

export const markupCommentsKey = (mapId: number, markupId: number) =>
  [...markupKey(mapId, markupId), 'comments'] as const;

export const markupHistoryKey = (mapId: number, markupId: number) =>
  [...markupKey(mapId, markupId), 'history'] as const;

export const markupAttachmentsKey = (mapId: number, markupId: number) =>
  [...markupKey(mapId, markupId), 'attachments'] as const;

export const markupCategoriesKey = (organisationId: number) =>
  ['markup-categories', organisationId] as const;

/** Whom the map's markups may be assigned to (not refetched with every change of a markup). */
export const markupAssigneesKey = (mapId: number) => ['markup-assignees', mapId] as const;
