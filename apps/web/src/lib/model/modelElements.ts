import {
  modelGeoreference,
  type IfcElementInfo,
  type IfcProperty,
  type ModelGeoreference,
  type ModelProperties,
} from '@waymark/contract';
import { Mesh, type Object3D } from 'three';

/**
 * The element a click hit: for a model converted from IFC, the node of the element (its extras,
 * which three.js keeps in userData, hold the expressID); for any other glTF, the mesh itself.
 */
export function elementOf(hit: Object3D): Object3D {
  for (let node: Object3D | null = hit; node; node = node.parent) {
    if (typeof node.userData.expressId === 'number') return node;
  }
  return hit;
}

/** Where a converted IFC says it stands (its glb scene's extras); null for any other glb. */
export function georeferenceOf(scene: Object3D): ModelGeoreference | null {
  const parsed = modelGeoreference.safeParse(scene.userData.waymark);
  return parsed.success ? parsed.data : null;
}

const isValue = (value: unknown): value is IfcProperty['value'] =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * What a glTF node says of itself: its name and its extras' plain values, its materials' names.
 * (It has no class: the panel leaves that row out.)
 */
export function describeGltfNode(node: Object3D): IfcElementInfo {
  const properties: IfcProperty[] = node.name ? [{ name: 'Name', value: node.name }] : [];
  for (const [name, value] of Object.entries(node.userData)) {
    if (isValue(value) && value !== '') properties.push({ name, value });
  }
  const materials =
    node instanceof Mesh
      ? [node.material]
          .flat()
          .map((material: { name: string }) => material.name)
          .filter(Boolean)
      : [];
  return { expressId: node.id, className: '', groups: [{ name: null, properties }], materials };
}

/**
 * The properties of a converted IFC's elements, read once on the first click and kept: an
 * element's from them.
 */
export function propertiesReader(
  read: () => Promise<ModelProperties>,
): (element: Object3D) => Promise<IfcElementInfo | null> {
  let properties: Promise<ModelProperties> | null = null;
  return async (element) => {
    const id = element.userData.expressId;
    if (typeof id !== 'number') return null;
    properties ??= read().catch((error: unknown) => {
      properties = null; // asked again on the next click
      throw error;
    });
    return (await properties).elements[String(id)] ?? null;
  };
}
