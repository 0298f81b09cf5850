import type { LayerFileRead } from '@waymark/contract';
import { viewableKind } from '../../entities/layer-file/fileKinds.js';

/**
 * The picture at the head of a popup: an attachment named header.jpg; for a photo layer, the
 * feature's photo.
 */
export function headerImageOf(
  attachments: readonly LayerFileRead[],
  layerType: string | null,
): LayerFileRead | null {
  const header = attachments.find((file) => file.name.toLowerCase() === 'header.jpg');
  if (header) return header;
  if (layerType !== 'photo') return null;
  return attachments.find((file) => viewableKind(file) === 'image') ?? null;
}
