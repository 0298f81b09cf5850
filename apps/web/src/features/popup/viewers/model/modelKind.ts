import { extensionOf } from '@waymark/contract';

export type ModelKind = 'gltf' | 'glb' | 'ifc';

/** What the model viewer makes of a file, by its name; null for anything else. */
export function modelKindOf(name: string): ModelKind | null {
  const extension = extensionOf(name);
  if (extension === '.glb') return 'glb';
  if (extension === '.gltf') return 'gltf';
  if (extension === '.ifc') return 'ifc';
  return null;
}

/** A GLB starts with 'glTF'; an IFC (STEP) file with 'ISO-10303-21'. */
export function sniffModelKind(bytes: Uint8Array): ModelKind | null {
  const head = new TextDecoder().decode(bytes.subarray(0, 64)).trimStart();
  if (head.startsWith('glTF')) return 'glb';
  if (head.startsWith('ISO-10303-21')) return 'ifc';
  if (head.startsWith('{')) return 'gltf';
  return null;
}
