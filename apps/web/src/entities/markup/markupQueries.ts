import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchMarkup, fetchMarkupCollection, fetchMarkupPage } from './markupCalls.js';
import { fetchMarkupAttachments } from './markupFileCalls.js';
import { fetchMarkupComments, fetchMarkupHistory } from './markupThreadCalls.js';
import {
  markupAttachmentsKey,
  markupCollectionKey,
  markupCommentsKey,
  markupHistoryKey,
  markupKey,
  markupPageKey,
} from './markupKeys.js';
import type { MarkupListParams } from './markupParams.js';
import { isUnsentId } from './outbox/outboxEntry.js';

/** A page of the map's markups with the status counts; the page shown stays while the next loads. */
export function useMarkupPage(mapId: number, params: MarkupListParams, enabled = true) {
  return useQuery({
    queryKey: markupPageKey(mapId, params),
    queryFn: ({ signal }) => fetchMarkupPage(mapId, params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The markups the map layer draws, as GeoJSON. */
export function useMarkupCollection(mapId: number, params: MarkupListParams, enabled = true) {
  return useQuery({
    queryKey: markupCollectionKey(mapId, params),
    queryFn: ({ signal }) => fetchMarkupCollection(mapId, params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One markup; null: none asked for. A markup made offline is not asked of the server. */
export function useMarkup(mapId: number, markupId: number | null) {
  return useQuery({
    queryKey: markupKey(mapId, markupId ?? 0),
    queryFn: ({ signal }) => fetchMarkup(mapId, markupId ?? 0, signal),
    enabled: markupId !== null && !isUnsentId(markupId),
  });
}

export function useMarkupComments(mapId: number, markupId: number) {
  return useQuery({
    queryKey: markupCommentsKey(mapId, markupId),
    queryFn: ({ signal }) => fetchMarkupComments(mapId, markupId, signal),
    enabled: !isUnsentId(markupId),
  });
}

export function useMarkupHistory(mapId: number, markupId: number, enabled = true) {
  return useQuery({
    queryKey: markupHistoryKey(mapId, markupId),
    queryFn: ({ signal }) => fetchMarkupHistory(mapId, markupId, signal),
    enabled: enabled && !isUnsentId(markupId),
  });
}

export function useMarkupAttachments(mapId: number, markupId: number) {
  return useQuery({
    queryKey: markupAttachmentsKey(mapId, markupId),
    queryFn: ({ signal }) => fetchMarkupAttachments(mapId, markupId, signal),
    enabled: !isUnsentId(markupId),
  });
}
