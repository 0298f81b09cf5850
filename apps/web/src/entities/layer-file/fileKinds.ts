import type { LayerFileRead } from '@waymark/contract';

export type ViewableKind = 'image' | 'pdf';

const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp)$/;
const IMAGE_NAMES = /\.(png|jpe?g|gif|webp)$/i;

/**
 * What the browser can show of a file: images and PDFs (the types the server answers inline);
 * everything else is only downloaded.
 */
export function viewableKind(
  file: Pick<LayerFileRead, 'name' | 'content_type'>,
): ViewableKind | null {
  const type = file.content_type?.toLowerCase() ?? '';
  if (IMAGE_TYPES.test(type)) return 'image';
  if (type === 'application/pdf') return 'pdf';
  // Older files may have been stored without a type.
  if (!type || type === 'application/octet-stream') {
    if (IMAGE_NAMES.test(file.name)) return 'image';
    if (/\.pdf$/i.test(file.name)) return 'pdf';
  }
  return null;
}

/** The layer's data files (the geospatial originals and their companions). */
export const isDataFile = (file: Pick<LayerFileRead, 'role'>) =>
  file.role === 'source' || file.role === 'companion';

export const isAttachment = (file: Pick<LayerFileRead, 'role'>) => file.role === 'attachment';

/** Where an attachment is attached: '__ALL__,*' is every feature, else 'field,value'. */
export function attachTarget(
  attachWhere: string | null,
): { all: true } | { field: string; value: string } | null {
  if (!attachWhere) return null;
  if (attachWhere === '__ALL__,*') return { all: true };
  const comma = attachWhere.indexOf(',');
  if (comma < 0) return null;
  return { field: attachWhere.slice(0, comma), value: attachWhere.slice(comma + 1) };
}
