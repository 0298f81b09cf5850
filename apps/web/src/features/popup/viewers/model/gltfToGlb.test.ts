import { describe, expect, it } from 'vitest';
import { dataUriBytes, externalUris, gltfToGlb } from '../../../../lib/model/gltfToGlb.js';
import { modelKindOf, sniffModelKind } from './modelKind.js';
import { findResource, resourceName } from './resolveResource.js';

/** The JSON and binary chunks of a GLB. */
function readGlb(glb: ArrayBuffer) {
  const view = new DataView(glb);
  expect(view.getUint32(0, true)).toBe(0x46546c67);
  expect(view.getUint32(4, true)).toBe(2);
  expect(view.getUint32(8, true)).toBe(glb.byteLength);
  const jsonLength = view.getUint32(12, true);
  expect(view.getUint32(16, true)).toBe(0x4e4f534a);
  const json = JSON.parse(new TextDecoder().decode(new Uint8Array(glb, 20, jsonLength))) as {
    buffers: { byteLength: number }[];
    bufferViews: { buffer: number; byteOffset: number; byteLength: number }[];
    images?: { bufferView: number; mimeType: string; uri?: string }[];
  };
  const binStart = 20 + jsonLength;
  expect(view.getUint32(binStart + 4, true)).toBe(0x004e4942);
  const bin = new Uint8Array(glb, binStart + 8, view.getUint32(binStart, true));
  return { json, bin };
}

describe('glTF packing', () => {
  it('packs buffers (data: and external) and images into one GLB, views moved along', () => {
    const gltf = {
      asset: { version: '2.0' },
      buffers: [
        { uri: 'data:application/octet-stream;base64,AQID', byteLength: 3 },
        { uri: 'mesh%20data.bin', byteLength: 4 },
      ],
      bufferViews: [
        { buffer: 0, byteOffset: 1, byteLength: 2 },
        { buffer: 1, byteLength: 4 },
      ],
      images: [{ uri: 'textures/brick.png' }],
    };
    expect(externalUris(gltf)).toEqual(['mesh%20data.bin', 'textures/brick.png']);
    const resources = new Map([
      ['mesh%20data.bin', Uint8Array.from([9, 8, 7, 6])],
      ['textures/brick.png', Uint8Array.from([0x89, 0x50])],
    ]);
    const { json, bin } = readGlb(gltfToGlb(gltf, resources));
    expect(json.buffers).toEqual([{ byteLength: bin.byteLength }]);
    const bytesOf = (i: number) => {
      const v = json.bufferViews[i]!;
      expect(v.buffer).toBe(0);
      return [...bin.subarray(v.byteOffset, v.byteOffset + v.byteLength)];
    };
    expect(bytesOf(0)).toEqual([2, 3]);
    expect(bytesOf(1)).toEqual([9, 8, 7, 6]);
    expect(json.images).toEqual([{ bufferView: 2, mimeType: 'image/png' }]);
    expect(bytesOf(2)).toEqual([0x89, 0x50]);
    // Chunks start on 4-byte boundaries.
    expect(json.bufferViews.every((v) => v.byteOffset % 4 === 0 || v.byteOffset === 1)).toBe(true);
  });

  it('refuses a .gltf whose file is missing', () => {
    const gltf = { buffers: [{ uri: 'gone.bin', byteLength: 4 }] };
    expect(() => gltfToGlb(gltf, new Map())).toThrow('Missing resource gone.bin');
  });

  it('decodes base64 and percent-encoded data: URIs', () => {
    expect([...dataUriBytes('data:application/octet-stream;base64,AQID')]).toEqual([1, 2, 3]);
    expect([...dataUriBytes('data:text/plain,a%20b')]).toEqual([97, 32, 98]);
  });

  it("finds a uri's file by its decoded last part, in any case", () => {
    expect(resourceName('textures/Brick%20Wall.PNG?v=2')).toBe('Brick Wall.PNG');
    const files = [
      { id: 1, layer_id: 1, name: 'model.gltf' },
      { id: 2, layer_id: 1, name: 'brick wall.png' },
    ];
    expect(findResource('textures/Brick%20Wall.PNG', files)?.id).toBe(2);
    expect(findResource('other.bin', files)).toBeNull();
  });
});

describe('model kinds', () => {
  it('by name and by first bytes', () => {
    expect(modelKindOf('Station.IFC')).toBe('ifc');
    expect(modelKindOf('box.glb')).toBe('glb');
    expect(modelKindOf('box.gltf')).toBe('gltf');
    expect(modelKindOf('cloud.copc.laz')).toBeNull();
    const text = (s: string) => new TextEncoder().encode(s);
    expect(sniffModelKind(text('glTF\u0002\u0000'))).toBe('glb');
    expect(sniffModelKind(text('ISO-10303-21;\nHEADER;'))).toBe('ifc');
    expect(sniffModelKind(text('  {"asset":{}}'))).toBe('gltf');
    expect(sniffModelKind(text('%PDF-1.7'))).toBeNull();
  });
});
