import {
  MARKUP_FILE_FIELD,
  markupAttachment,
  markupImportResult,
  type MarkupAttachment,
  type MarkupImport,
  type MarkupImportResult,
} from '@waymark/contract/markup';
import { z } from 'zod';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { api, asForm, idOf, ok } from '../../api/client.js';
import { mapPath, markupPath } from './markupCalls.js';
import type { MarkupListParams } from './markupParams.js';

const attachments = z.array(markupAttachment);
const ANY_TYPE = { Accept: '*/*' };

/** GET maps/:id/markups/:markupId/attachments/. */
export async function fetchMarkupAttachments(
  mapId: number,
  markupId: number,
  signal?: AbortSignal,
): Promise<MarkupAttachment[]> {
  const data = await ok(
    api.GET('/api/maps/{id}/markups/{markupId}/attachments/', {
      params: { path: markupPath(mapId, markupId) },
      signal,
    }),
  );
  return checkedAnswer(attachments, data);
}

/** POST maps/:id/markups/:markupId/attachments/ (multipart `file`; its abilities.attach). */
export async function uploadMarkupAttachment(
  mapId: number,
  markupId: number,
  file: File,
): Promise<MarkupAttachment> {
  const form = new FormData();
  form.append(MARKUP_FILE_FIELD, file);
  const data = await ok(
    api.POST('/api/maps/{id}/markups/{markupId}/attachments/', {
      params: { path: markupPath(mapId, markupId) },
      // The generated type describes the multipart fields; the form carries them.
      body: form as never,
      ...asForm,
    }),
  );
  return checkedAnswer(markupAttachment, data);
}

/** DELETE maps/:id/markups/:markupId/attachments/:attachmentId/. */
export async function deleteMarkupAttachment(
  mapId: number,
  markupId: number,
  attachmentId: number,
): Promise<void> {
  await ok(
    api.DELETE('/api/maps/{id}/markups/{markupId}/attachments/{attachmentId}/', {
      params: { path: { ...markupPath(mapId, markupId), attachmentId: idOf(attachmentId) } },
    }),
  );
}

/**
 * An attachment's bytes (or its photo's thumbnail), through the API client: the request
 * carries the authentication header (or the share token), which an <img src> could not.
 */
export async function fetchMarkupAttachmentContent(
  mapId: number,
  markupId: number,
  attachmentId: number,
  thumbnail: boolean,
  signal?: AbortSignal,
): Promise<Blob> {
  const path = { ...markupPath(mapId, markupId), attachmentId: idOf(attachmentId) };
  const data = thumbnail
    ? await ok(
        api.GET('/api/maps/{id}/markups/{markupId}/attachments/{attachmentId}/thumbnail/', {
          params: { path },
          headers: ANY_TYPE,
          parseAs: 'blob',
          signal,
        }),
      )
    : await ok(
        api.GET('/api/maps/{id}/markups/{markupId}/attachments/{attachmentId}/', {
          params: { path },
          headers: ANY_TYPE,
          parseAs: 'blob',
          signal,
        }),
      );
  return data as Blob;
}

export type MarkupExportFormat = 'csv' | 'geojson';

/** GET maps/:id/markups/export/: the filtered markups as CSV or GeoJSON, comments optional. */
export async function fetchMarkupExport(
  mapId: number,
  filters: MarkupListParams,
  format: MarkupExportFormat,
  comments: boolean,
): Promise<Blob> {
  // The export is the whole filtered list, not a page of it.
  const query = { ...filters };
  delete query.page;
  delete query.items;
  const data = await ok(
    api.GET('/api/maps/{id}/markups/export/', {
      params: {
        path: mapPath(mapId),
        query: { ...query, format, comments: comments ? 'true' : 'false' },
      },
      headers: ANY_TYPE,
      parseAs: 'blob',
    }),
  );
  return data as Blob;
}

/** POST maps/:id/markups/import/: a GeoJSON FeatureCollection as the export writes it. */
export async function importMarkups(
  mapId: number,
  body: MarkupImport,
): Promise<MarkupImportResult> {
  const data = await ok(
    api.POST('/api/maps/{id}/markups/import/', { params: { path: mapPath(mapId) }, body }),
  );
  return checkedAnswer(markupImportResult, data);
}
