import { extensionOf, type LayerFileRead } from '@waymark/contract';
import { readyOnceEach } from '../sceneFiles.js';
import type { ChunkProblem } from '../../../lib/lazySection.js';

/** Why a cloud is not in the scene. */
export type CloudProblem = 'unreadable' | 'placement' | 'webgl2' | ChunkProblem;

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
export const cloudFilesOf = (attachments: readonly LayerFileRead[]) =>
  readyOnceEach(attachments, (name) => extensionOf(name) === '.copc.laz');
