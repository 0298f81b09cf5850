import type { LayerFileRead } from '@waymark/contract';
import { describe, expect, it } from 'vitest';
import { attachmentKey } from '../sceneFiles.js';
import { modelFilesOf } from './sceneModels.js';

const file = (change: Partial<LayerFileRead>) =>
  ({
    id: 1,
    layer_id: 3,
    name: 'bridge.ifc',
    status: 'ready',
    sha256: 'aa',
    ...change,
  }) as LayerFileRead;

describe('modelFilesOf', () => {
  it('takes the ready GLB and IFC attachments, each content once whatever it is attached to', () => {
    const models = modelFilesOf([
      file({}),
      file({ id: 2, name: 'DEPOT.IFC', sha256: 'bb' }),
      file({ id: 3, layer_id: 4, sha256: 'aa' }),
      file({ id: 4, name: 'station.ifc', status: 'processing', sha256: 'cc' }),
      file({ id: 5, name: 'box.glb', sha256: 'dd' }),
      file({ id: 6, name: 'ifc.pdf', sha256: 'ee' }),
      file({ id: 7, name: 'box.gltf', sha256: 'ff' }),
    ]);
    expect(models.map((m) => m.id)).toEqual([1, 2, 5]);
    expect(attachmentKey(models[1]!)).toBe('3/2');
  });
});
