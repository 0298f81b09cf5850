import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchFileContent } from '../../../../entities/layer-file/fileTransfer.js';

type ContentFile = { id: number; layer_id: number };

/** The same cache entry as useFileObjectUrl's: a file fetched once serves both. */
const contentKey = (file: ContentFile) => ['file-content', file.layer_id, file.id] as const;

const contentQuery = (file: ContentFile) => ({
  queryKey: contentKey(file),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchFileContent(file, signal),
  staleTime: Infinity,
  gcTime: 30_000,
});

/** A file's content (with the authentication header), cached briefly for stepping back. */
export function useFileBlob(file: ContentFile | null) {
  return useQuery({
    ...contentQuery(file ?? { id: 0, layer_id: 0 }),
    enabled: file !== null,
  });
}

/** Fetches files ahead of need (the next photo), so that stepping to them is instant. */
export function usePrefetchFiles() {
  const client = useQueryClient();
  return useCallback(
    (files: readonly ContentFile[]) => {
      for (const file of files) void client.prefetchQuery(contentQuery(file));
    },
    [client],
  );
}
