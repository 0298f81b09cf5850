import { useQuery } from '@tanstack/react-query';
import type { PackAttachmentEntry } from '@waymark/contract/pack';

/** A feature's attachments kept in its map's pack, and how to read one. */
export interface PackedAttachments {
  entries: readonly PackAttachmentEntry[];
  /** The attachment's bytes, read from the stored archive. */
  blobOf(entry: PackAttachmentEntry): Blob;
}

/**
 * The feature's attachments in the layer's stored attachments archive (`file`; null: the pack
 * has none, or the map is live), read from its manifest by the archive's reader, loaded only now.
 * `data` is null when there is nothing to read; the query fails when the archive cannot be read.
 */
export function usePackedAttachments(file: Blob | null, fid: number | null) {
  return useQuery({
    queryKey: ['packed-attachments', file, fid],
    queryFn: async (): Promise<PackedAttachments> => {
      const reader = await import('../../../map/pack/packAttachments.js');
      const entries = await reader.packedAttachments(file!, fid!);
      return { entries, blobOf: (entry) => reader.attachmentBlob(file!, entry) };
    },
    enabled: file !== null && fid !== null,
    // Read from the browser's storage: no network needed, none waited for.
    networkMode: 'always',
    staleTime: Infinity,
    retry: false,
  });
}
