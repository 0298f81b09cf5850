import type { LayerFileRead } from '@waymark/contract';
import { describe, expect, it } from 'vitest';
import { cloudFilesOf } from './sceneClouds.js';

const file = (change: Partial<LayerFileRead>) =>
  ({
    id: 1,
    layer_id: 3,
    name: 'a.copc.laz',
    status: 'ready',
    sha256: 'aa',
    ...change,
  }) as LayerFileRead;

describe('cloudFilesOf', () => {
  it('takes the ready COPC attachments, each content once whatever it is attached to', () => {
    const clouds = cloudFilesOf([
      file({}),
      file({ id: 2, name: 'A.COPC.LAZ', sha256: 'bb' }),
      file({ id: 3, layer_id: 4, sha256: 'aa' }),
      file({ id: 4, name: 'plain.laz', sha256: 'cc' }),
      file({ id: 5, name: 'b.copc.laz', status: 'processing', sha256: 'dd' }),
      file({ id: 6, name: 'report.pdf', sha256: 'ee' }),
    ]);
    expect(clouds.map((c) => c.id)).toEqual([1, 2]);
  });
});
