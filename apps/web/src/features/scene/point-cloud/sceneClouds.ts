import type { LayerFileRead } from '@waymark/contract';

/** Why a cloud is not in the scene. */
export type CloudProblem = 'unreadable' | 'placement' | 'webgl2';

/** A point cloud of the scene as its bar lists it. */
export interface SceneCloud {
  key: string;
  name: string;
  phase: 'loading' | 'ready' | 'failed';
  problem: CloudProblem | null;
  drawn: number;
  total: number;
  verticalDatum: string | null;
}

/** The COPC files attached to the layers that are on: each is drawn once, whatever it is attached to. */
export function cloudFilesOf(attachments: readonly LayerFileRead[]): LayerFileRead[] {
  const seen = new Set<string>();
  return attachments.filter((file) => {
    if (file.status !== 'ready' || !/\.copc\.laz$/i.test(file.name)) return false;
    if (seen.has(file.sha256)) return false;
    seen.add(file.sha256);
    return true;
  });
}

export const cloudKey = (file: Pick<LayerFileRead, 'id' | 'layer_id'>) =>
  `${file.layer_id}/${file.id}`;
