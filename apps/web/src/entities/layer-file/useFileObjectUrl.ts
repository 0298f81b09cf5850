import { useQuery } from '@tanstack/react-query';
import type { LayerFileRead } from '@waymark/contract';
import { useObjectUrl } from '../../lib/useObjectUrl.js';
import { fetchFileContent } from './fileTransfer.js';

type ShownFile = Pick<LayerFileRead, 'id' | 'layer_id'>;

/**
 * A file's content as an object URL for an <img> or a PDF frame, fetched with the
 * authentication header; the URL is released when no longer shown.
 */
export function useFileObjectUrl(file: ShownFile | null) {
  const content = useQuery({
    queryKey: ['file-content', file?.layer_id, file?.id],
    queryFn: ({ signal }) => fetchFileContent(file!, signal),
    enabled: file !== null,
    staleTime: Infinity,
    gcTime: 30_000,
  });
  const url = useObjectUrl(content.data);
  return { url, loading: content.isPending && file !== null, failed: content.isError };
}
