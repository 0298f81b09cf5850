import { isModelFile, type LayerFileRead } from '@waymark/contract';
import { readyOnceEach } from '../sceneFiles.js';
import type { ChunkProblem } from '../../../lib/lazySection.js';

/** Why a model is not in the scene. */
export type ModelProblem = 'unreadable' | 'noPlace' | 'webgl2' | ChunkProblem;

/** A 3D model of the scene as its bar lists it. */
export interface SceneModel {
  key: string;
  name: string;
  phase: 'loading' | 'ready' | 'failed';
  problem: ModelProblem | null;
  /** Who placed it: its layer's editors, the IFC file's map conversion, or its site reference. */
  placedBy?: 'editor' | 'conversion' | 'site';
  /** The EPSG code of the map system a map conversion placed it in. */
  epsg?: number;
}

/**
 * The 3D models (GLB, IFC) attached to the layers that are on: each is drawn once, whatever it
 * is attached to (its place comes from the file or its editors, not from a feature).
 */
export const modelFilesOf = (attachments: readonly LayerFileRead[]) =>
  readyOnceEach(attachments, isModelFile);
