import type { LayerFileRead } from '@waymark/contract';

/**
 * The ready attachments whose names pass `test`, each content (sha256) once, whatever it is
 * attached to: what the scene draws of the layers that are on.
 */
export function readyOnceEach(
  attachments: readonly LayerFileRead[],
  test: (name: string) => boolean,
): LayerFileRead[] {
  const seen = new Set<string>();
  return attachments.filter((file) => {
    if (file.status !== 'ready' || !test(file.name) || seen.has(file.sha256)) return false;
    seen.add(file.sha256);
    return true;
  });
}

/** An attachment's key in the scene: its layer and its id. */
export const attachmentKey = (file: Pick<LayerFileRead, 'id' | 'layer_id'>) =>
  `${file.layer_id}/${file.id}`;
