import type { ModelProperties } from '@waymark/contract';
import { BoxGeometry, Group, Mesh, MeshStandardMaterial } from 'three';
import { describe, expect, it, vi } from 'vitest';
import { describeGltfNode, elementOf, georeferenceOf, propertiesReader } from './modelElements.js';

const ELEMENT = { expressId: 917, className: 'IfcSlab', groups: [], materials: ['Concrete'] };

function convertedElement() {
  // As three.js loads a converted IFC: the element's node, its placed geometry's mesh below.
  const element = new Group();
  element.userData = { expressId: 917 };
  const mesh = new Mesh(new BoxGeometry(), new MeshStandardMaterial());
  element.add(mesh);
  return { element, mesh };
}

describe('model elements', () => {
  it("takes a click on a converted IFC's mesh as its element, on any other glb as the mesh", () => {
    const { element, mesh } = convertedElement();
    new Group().add(element);
    expect(elementOf(mesh)).toBe(element);
    const plain = new Mesh();
    new Group().add(plain);
    expect(elementOf(plain)).toBe(plain);
  });

  it("describes a glTF node by its name, its extras' values and its materials", () => {
    const node = new Mesh(new BoxGeometry(), new MeshStandardMaterial({ name: 'Steel' }));
    node.name = 'Signal post';
    node.userData = { asset: 'SP-12', height: 4.5, nested: { no: 1 }, empty: '' };
    expect(describeGltfNode(node)).toMatchObject({
      className: '',
      groups: [
        {
          name: null,
          properties: [
            { name: 'Name', value: 'Signal post' },
            { name: 'asset', value: 'SP-12' },
            { name: 'height', value: 4.5 },
          ],
        },
      ],
      materials: ['Steel'],
    });
  });

  it('reads the properties once, on the first click, and again after a failure', async () => {
    const properties: ModelProperties = { schema: 'IFC4', elements: { '917': ELEMENT } };
    const read = vi
      .fn<() => Promise<ModelProperties>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(properties);
    const describe = propertiesReader(read);
    const { element, mesh } = convertedElement();
    await expect(describe(element)).rejects.toThrow('offline');
    await expect(describe(element)).resolves.toEqual(ELEMENT);
    await expect(describe(element)).resolves.toEqual(ELEMENT);
    expect(read).toHaveBeenCalledTimes(2);
    expect(await describe(mesh)).toBeNull();
  });

  it("reads a converted IFC's georeference from its scene's extras, nothing from other glbs", () => {
    const scene = new Group();
    expect(georeferenceOf(scene)).toBeNull();
    scene.userData.waymark = {
      site: { lng: -6.25, lat: 53.35, height: 0, heading: 90 },
      mapConversion: null,
    };
    expect(georeferenceOf(scene)?.site?.heading).toBe(90);
    scene.userData.waymark = { site: 'nowhere' };
    expect(georeferenceOf(scene)).toBeNull();
  });
});
