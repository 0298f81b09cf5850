import { useQuery } from '@tanstack/react-query';
import { useObjectUrl } from '../../lib/useObjectUrl.js';
import { fetchMarkupAttachmentContent } from './markupFileCalls.js';
import { markupAttachmentsKey } from './markupKeys.js';

/**
 * A markup attachment's photo thumbnail (or its content) as an object URL for an <img>, fetched
 * with the authentication header; released when no longer shown.
 */
export function useAttachmentUrl(
  mapId: number,
  markupId: number,
  attachmentId: number,
  thumbnail: boolean,
  enabled = true,
) {
  const content = useQuery({
    queryKey: [
      ...markupAttachmentsKey(mapId, markupId),
      attachmentId,
      thumbnail ? 'thumb' : 'full',
    ],
    queryFn: ({ signal }) =>
      fetchMarkupAttachmentContent(mapId, markupId, attachmentId, thumbnail, signal),
    enabled,
    staleTime: Infinity,
    gcTime: 30_000,
  });
  const url = useObjectUrl(content.data);
  return { url, failed: content.isError };
}
