import { useEffect, useMemo } from 'react';

/**
 * An object URL of fetched content (for an <img> or a PDF frame: content fetched with the
 * authentication header, which a plain src could not send), released when the content changes
 * or is no longer shown.
 */
export function useObjectUrl(content: Blob | undefined): string | null {
  const url = useMemo(() => (content ? URL.createObjectURL(content) : null), [content]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
